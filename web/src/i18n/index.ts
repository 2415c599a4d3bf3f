import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN } from '@wayfare/shared';
import { applyLanguage, I18N_NAMESPACE } from './apply-language';
import { INTERPOLATION } from './isolate-value';
import { enApps } from '@wayfare/shared/src/i18n/texts/en-apps';
import { readStoredLanguage } from './stored-language';

export { I18N_NAMESPACE };

/**
 * The bundled fallback (product.md §9: English) of the first load: the domain's message texts and the
 * web app's own for the shell and the apps, the web app's wording winning where both name a key.
 * The back office's and the public pages' English arrive with their frames (area-texts.ts).
 */
export const FALLBACK_TEXTS: Readonly<Record<string, string>> = { ...EN, ...enApps };

/**
 * Keys are flat strings: the spec's message keys contain spaces and dots, so key and namespace
 * separators are off. The fallback is bundled and the visitor's stored language (texts included) is
 * applied before the first render, so a reload shows the chosen language and direction at once;
 * LanguageProvider then refreshes both from the API.
 */
export function initI18n(): void {
  void i18next.use(initReactI18next).init({
    resources: { en: { [I18N_NAMESPACE]: FALLBACK_TEXTS } },
    lng: 'en',
    fallbackLng: 'en',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: INTERPOLATION,
    initAsync: false,
  });
  const stored = readStoredLanguage();
  if (stored) applyLanguage(stored);
}
