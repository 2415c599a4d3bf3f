import type { LanguageTexts } from '../api/public-content';

/** The visitor's language choice, with its texts, so a reload shows it at once (SPEC §1: per browser). */
const STORAGE_KEY = 'wayfare.language';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** No storage (a page rendered at build time) reads as no choice. */
export function readStoredLanguage(
  storage: Storage | undefined = globalThis.localStorage,
): LanguageTexts | null {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as LanguageTexts | null;
    return stored && typeof stored.langLocale === 'string' && typeof stored.keyValuePairs === 'object'
      ? stored
      : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: LanguageTexts, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(language));
  } catch {
    // Private browsing or a full quota: the choice still applies to this visit.
  }
}
