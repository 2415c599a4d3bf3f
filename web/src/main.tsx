import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './app';
import { loadAppConfig } from './config/app-config';
import { configureAmplify } from './config/configure-amplify';
import { initI18n } from './i18n';

/** Boot order matters: config first, then Amplify (and the local ws shim) before anything renders. */
async function boot(root: HTMLElement): Promise<void> {
  initI18n();
  try {
    const config = await loadAppConfig();
    configureAmplify(config);
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
