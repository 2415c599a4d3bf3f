import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './app';
import { loadAppConfig } from './config/app-config';
import { initI18n } from './i18n';

/**
 * Boot order matters: texts (and the stored language) first, then config. Amplify is configured on
 * first use (config/amplify-once.ts), so the public pages render without loading it.
 */
async function boot(root: HTMLElement): Promise<void> {
  initI18n();
  try {
    const config = await loadAppConfig();
    createRoot(root).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.textContent = i18next.t('app.configError');
  }
}

void boot(document.getElementById('root')!);
