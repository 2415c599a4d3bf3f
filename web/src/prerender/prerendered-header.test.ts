import { wirePrerenderedHeader } from './prerendered-header';

/** The prerendered `/` in English, as web/vite/prerender-public-pages.ts writes its header and links. */
function prerenderedLanding(): void {
  document.head.innerHTML = ['ar', 'en', 'es']
    .map((id) => `<link rel="alternate" hreflang="${id}" href="${id === 'en' ? '/' : `/${id}/`}" />`)
    .join('');
  document.body.innerHTML = `<div id="root"><header class="public-header">
    <div class="language-picker"><label for="l">Language</label><select id="l">
      <option value="ar">العربية</option><option value="en" selected>English</option><option value="es">Español</option>
    </select></div>
    <a class="account-link" href="/login">Login / Sign up</a>
  </header></div>`;
}

const pick = (id: string) => {
  const picker = document.querySelector('select')!;
  picker.value = id;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('wirePrerenderedHeader', () => {
  beforeEach(prerenderedLanding);

  it('stores a language picked before the app runs and opens the page in it in the same step', () => {
    const steps: string[] = [];
    wirePrerenderedHeader(
      document.getElementById('root')!,
      (id) => void steps.push(`store ${id}`),
      (url) => void steps.push(`open ${url}`),
    );
    pick('ar');
    // Synchronously: nothing is left to open later, once the visitor may have moved on.
    expect(steps).toEqual(['store ar', `open ${location.origin}/ar/`]);
  });

  it("keeps the address's query and fragment", () => {
    window.history.replaceState(null, '', '/?ref=mail#top');
    const go = jest.fn();
    wirePrerenderedHeader(document.getElementById('root')!, jest.fn(), go);
    pick('es');
    expect(go).toHaveBeenCalledWith(`${location.origin}/es/?ref=mail#top`);
    window.history.replaceState(null, '', '/');
  });

  it("opens nothing for the page's own language, and stores it as the choice", () => {
    const storeChoice = jest.fn();
    const go = jest.fn();
    wirePrerenderedHeader(document.getElementById('root')!, storeChoice, go);
    pick('en');
    expect(storeChoice).toHaveBeenCalledWith('en');
    expect(go).not.toHaveBeenCalled();
  });

  it('leaves the markup the app renders alone: its listeners are on the prerendered elements only', () => {
    const storeChoice = jest.fn();
    const root = document.getElementById('root')!;
    wirePrerenderedHeader(root, storeChoice, jest.fn());
    // The app's own render replaces the prerendered markup with its own elements.
    root.replaceChildren(...Array.from(root.childNodes, (node) => node.cloneNode(true)));
    pick('ar');
    expect(storeChoice).not.toHaveBeenCalled();
  });
});
