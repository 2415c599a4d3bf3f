import { getLanguage } from '../api/public-content';
import { pageConfig } from '../config/app-config';
import { readStoredLanguage, storeLanguage } from '../i18n/stored-language';

/**
 * Loads the texts of a language chosen on a prerendered page (its picker, or its address `/ar/…`),
 * which stored the choice at once without them, so the app shows the page in it from its first
 * render. A choice changed meanwhile wins: the texts are kept only while it is still `id`. Without
 * the API the choice stays textless and the app loads the texts itself (LanguageProvider).
 */
export async function loadChosenLanguageTexts(id: string): Promise<void> {
  try {
    const texts = await getLanguage(await pageConfig(), id);
    if (texts && readStoredLanguage()?.id === id) storeLanguage(texts);
  } catch (error) {
    console.warn('The language could not be loaded', error);
  }
}
