import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './app';
import { pageConfig } from './config/app-config';
import { initI18n } from './i18n';
import type { InitialLanguages } from './i18n/language-provider';

export { preloadFirstScreen } from './app';

/**
 * Starts the single-page app in `root`, replacing what is there: a prerendered public page's markup,
 * which `languages` (its picker's list and its language) lets the first render match.
 * Boot order matters: texts (and the stored language) first, then config. Amplify is configured on
 * first use (config/amplify-once.ts), so the public pages render without loading it.
 * `beforeRender`: what must have loaded before the first render (a prerendered page's own chunks).
 */
export async function boot(
  root: HTMLElement,
  basename?: string,
  languages?: InitialLanguages,
  beforeRender?: Promise<void>,
): Promise<void> {
  initI18n();
  try {
    const [config] = await Promise.all([pageConfig(), beforeRender]);
    const app = createRoot(root);
    // A transition renders in slices that yield to the browser: the page (prerendered, or the shell's
    // splash) stays on screen and answers input until the app's first commit replaces it.
    startTransition(() =>
      app.render(
        <StrictMode>
          <App config={config} basename={basename} languages={languages} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    root.textContent = i18next.t('app.configError');
  }
}
