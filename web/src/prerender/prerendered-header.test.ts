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

  it('stores a language picked before the app runs, then opens the page in it', async () => {
    const steps: string[] = [];
    const opened = new Promise<void>((resolve) =>
      wirePrerenderedHeader(
        document.getElementById('root')!,
        async (id) => void steps.push(`store ${id}`),
        (url) => {
          steps.push(`open ${url}`);
          resolve();
        },
      ),
    );
    pick('ar');
    await opened;
    expect(steps).toEqual(['store ar', `open ${location.origin}/ar/`]);
  });

  it('still opens the chosen address when the choice cannot be stored (no API)', async () => {
    const opened = new Promise<string>((resolve) =>
      wirePrerenderedHeader(
        document.getElementById('root')!,
        () => Promise.reject(new Error('offline')),
        resolve,
      ),
    );
    pick('es');
    expect(await opened).toBe(`${location.origin}/es/`);
  });

  it('leaves the markup the app renders alone: its listeners are on the prerendered elements only', () => {
    const storeChoice = jest.fn(() => Promise.resolve());
    const root = document.getElementById('root')!;
    wirePrerenderedHeader(root, storeChoice, jest.fn());
    // The app's own render replaces the prerendered markup with its own elements.
    root.replaceChildren(...Array.from(root.childNodes, (node) => node.cloneNode(true)));
    pick('ar');
    expect(storeChoice).not.toHaveBeenCalled();
  });
});
