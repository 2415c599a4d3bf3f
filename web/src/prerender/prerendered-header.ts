/**
 * A prerendered page's header works before the app takes the page over (docs/public-site.md): the
 * language picker and the menu button are wired here, on the prerendered elements themselves, so
 * these listeners leave with that markup when the app replaces it with its own. The account link
 * and the navigation are plain links and need nothing.
 */

/** Stores a language as the visitor's choice (its texts, as the app's picker does). */
export type StoreChoice = (id: string) => Promise<void>;

/** A page's address in another language: its `hreflang` link (web/vite/prerender-public-pages.ts). */
function addressIn(document: Document, language: string): string | undefined {
  return document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`)?.href;
}

/**
 * Picking a language stores the choice, then opens the page's address in that language: the
 * prerendered page there is already in it, and the choice stays with the browser for the app.
 */
function wireLanguagePicker(header: Element, storeChoice: StoreChoice, go: (url: string) => void): void {
  const picker = header.querySelector<HTMLSelectElement>('.language-picker select');
  picker?.addEventListener('change', () => {
    const address = addressIn(picker.ownerDocument, picker.value);
    if (!address) return;
    const { search, hash } = picker.ownerDocument.location;
    // Unstored (no API), the address alone still shows the page in the language picked.
    const open = () => go(`${address}${search}${hash}`);
    void storeChoice(picker.value).then(open, open);
  });
}

/** The menu button opens the drawer (phones); its close button and its backdrop close it. */
function wireDrawer(header: Element): void {
  const drawer = header.querySelector<HTMLDialogElement>('dialog.public-drawer');
  if (!drawer) return;
  const button = header.querySelector('.menu-button');
  button?.addEventListener('click', () => {
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => button?.setAttribute('aria-expanded', 'false'));
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer || (event.target as Element).closest('.drawer-close')) drawer.close();
  });
}

export function wirePrerenderedHeader(
  root: ParentNode,
  storeChoice: StoreChoice,
  go: (url: string) => void = (url) => location.assign(url),
): void {
  const header = root.querySelector('.public-header');
  if (!header) return;
  wireLanguagePicker(header, storeChoice, go);
  wireDrawer(header);
}
