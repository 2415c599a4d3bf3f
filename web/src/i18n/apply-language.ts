import i18next from 'i18next';
import type { LanguageTexts } from '../api/public-content';
import { textDirectionOf } from './text-direction';

export const I18N_NAMESPACE = 'translations';

/**
 * Makes a stored language the current one: its texts as an i18next bundle (English stays the
 * fallback), and the document's lang and dir, which flip the whole layout for right-to-left scripts.
 */
export function applyLanguage(language: Pick<LanguageTexts, 'langLocale' | 'keyValuePairs'>): void {
  i18next.addResourceBundle(language.langLocale, I18N_NAMESPACE, language.keyValuePairs, true, true);
  void i18next.changeLanguage(language.langLocale);
  document.documentElement.lang = language.langLocale;
  document.documentElement.dir = textDirectionOf(language.langLocale);
}
