import i18next from 'i18next';
import type { LanguageTexts } from '../api/public-content';
import { textDirectionOf } from './text-direction';

export const I18N_NAMESPACE = 'translations';

/**
 * Makes a stored language the current one: its texts as an i18next bundle (English stays the
 * fallback), and the document's lang and dir, which flip the whole layout for right-to-left scripts,
 * and `data-texts-version`.
 */
export function applyLanguage(
  language: Pick<LanguageTexts, 'langLocale' | 'keyValuePairs' | 'textsVersion'>,
): void {
  i18next.addResourceBundle(language.langLocale, I18N_NAMESPACE, language.keyValuePairs, true, true);
  void i18next.changeLanguage(language.langLocale);
  const root = document.documentElement;
  root.lang = language.langLocale;
  root.dir = textDirectionOf(language.langLocale);
  // Which version of the texts shows (when known): what a browser test waits for.
  if (language.textsVersion) root.dataset.textsVersion = language.textsVersion;
  else delete root.dataset.textsVersion;
}
