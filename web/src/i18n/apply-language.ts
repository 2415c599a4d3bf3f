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
  const texts = Object.keys(language.keyValuePairs).length > 0;
  if (texts)
    i18next.addResourceBundle(language.langLocale, I18N_NAMESPACE, language.keyValuePairs, true, true);
  // Changing the language re-renders every translated component: not when nothing would change
  // (English as bundled, the usual first visit).
  if (texts || i18next.language !== language.langLocale) void i18next.changeLanguage(language.langLocale);
  const root = document.documentElement;
  root.lang = language.langLocale;
  root.dir = textDirectionOf(language.langLocale);
  // Which version of the texts shows (when known): what a browser test waits for.
  if (language.textsVersion) root.dataset.textsVersion = language.textsVersion;
  else delete root.dataset.textsVersion;
}
