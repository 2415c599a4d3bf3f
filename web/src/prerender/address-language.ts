import { getLanguage } from '../api/public-content';
import { loadAppConfig } from '../config/app-config';
import { readStoredLanguage, storeLanguage } from '../i18n/stored-language';

/**
 * Opening a language's address (`/ar/…`) chooses that language, as the picker would: its texts are
 * stored, so the app shows the page in it from its first render. Without the API the page stays as
 * prerendered and the app falls back to its usual choice.
 */
export async function chooseAddressLanguage(id: string): Promise<void> {
  if (readStoredLanguage()?.id === id) return;
  try {
    const texts = await getLanguage(await loadAppConfig(), id);
    if (texts) storeLanguage(texts);
  } catch (error) {
    console.warn('The language of this address could not be loaded', error);
  }
}
