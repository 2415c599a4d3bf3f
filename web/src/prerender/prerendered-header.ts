/**
 * A prerendered page's header works before the app takes the page over (docs/public-site.md): the
 * language picker and the menu button are wired here, on the prerendered elements themselves, so
 * these listeners leave with that markup when the app replaces it with its own. The account link
 * and the navigation are plain links and need nothing.
 */

/** Stores a language as the visitor's choice, at once (its texts are loaded by the page opened). */
export type StoreChoice = (id: string) => void;

/** A page's address in another language: its `hreflang` link (web/vite/prerender-public-pages.ts). */
function addressIn(document: Document, language: string): string | undefined {
  return document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`)?.href;
}

/**
 * Chooses a language on a prerendered page, in one step: the choice is stored and the page's
 * address in that language opened at once, so nothing is left to navigate later (a page the
 * visitor has moved on to meanwhile is never interrupted). The page's own language opens nothing:
 * the page already shows it; the choice is stored all the same, since the visitor may have chosen
 * another language before (the app would otherwise show that one when it takes over).
 */
export function chooseAddressLanguage(
  document: Document,
  id: string,
  storeChoice: StoreChoice,
  go: (url: string) => void,
): void {
  const address = addressIn(document, id);
  if (!address) return;
  storeChoice(id);
  const { pathname, search, hash } = document.location;
  if (new URL(address).pathname !== pathname) go(`${address}${search}${hash}`);
}

function wireLanguagePicker(header: Element, storeChoice: StoreChoice, go: (url: string) => void): void {
  const picker = header.querySelector<HTMLSelectElement>('.language-picker select');
  picker?.addEventListener('change', () =>
    chooseAddressLanguage(picker.ownerDocument, picker.value, storeChoice, go),
  );
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
