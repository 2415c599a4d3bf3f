import { storeLanguageChoice, textlessStoredLanguage } from '../i18n/stored-language';
import { PRERENDERED_LANGUAGE_SUMMARIES, prerenderedLanguageOf } from './public-pages';

/** Stores a prerendered language as the visitor's choice, as the language picker does. */
export const storeChoice = (id: string): void => {
  const language = PRERENDERED_LANGUAGE_SUMMARIES.find((summary) => summary.id === id);
  if (language) storeLanguageChoice(language);
};

/**
 * Opening a language's address (`/ar/…`) chooses that language, as its picker does, whether the
 * address is a prerendered page or the app's own (a shared `/ar/login`); the chosen language's
 * texts are loaded before the app's first render, so it never shows English first. Returns the
 * address's language, if any.
 */
export async function chooseAddressLanguage(
  pathname: string,
): Promise<ReturnType<typeof prerenderedLanguageOf>> {
  const language = prerenderedLanguageOf(pathname);
  if (language) storeChoice(language.id);
  const textless = textlessStoredLanguage();
  if (textless) await (await import('./chosen-language-texts')).loadChosenLanguageTexts(textless);
  return language;
}
