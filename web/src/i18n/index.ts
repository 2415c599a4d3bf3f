import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const I18N_NAMESPACE = 'translations';

/**
 * Keys are flat strings: the spec's message keys contain spaces and dots, so key and namespace
 * separators are off. Resources are bundled, so initialisation completes synchronously.
 */
export function initI18n(): void {
  void i18next.use(initReactI18next).init({
    resources: { en: { [I18N_NAMESPACE]: en } },
    lng: 'en',
    fallbackLng: 'en',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
