import { getLanguage } from '../api/public-content';
import { loadAppConfig } from '../config/app-config';
import { readStoredLanguage, storeLanguage } from '../i18n/stored-language';

/** The language last asked for on this page: an earlier request that answers later does not win. */
let latest: string | undefined;

/**
 * Chooses a language in this browser before the app runs, as its picker would: its texts are
 * stored, so the app shows the page in it from its first render. Opening a language's address
 * (`/ar/…`) chooses that language; so does the prerendered header's picker, before it opens the
 * address. Without the API the choice is not stored and the app falls back to its usual choice.
 */
export async function chooseAddressLanguage(id: string): Promise<void> {
  latest = id;
  if (readStoredLanguage()?.id === id) return;
  try {
    const texts = await getLanguage(await loadAppConfig(), id);
    if (texts && latest === id) storeLanguage(texts);
  } catch (error) {
    console.warn('The language could not be loaded', error);
  }
}
