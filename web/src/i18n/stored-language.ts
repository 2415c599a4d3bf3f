import type { LanguageSummary, LanguageTexts } from '../api/public-content';

/**
 * The visitor's language choice, with its texts, so a reload shows it at once (product.md §1: per browser).
 */
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

/**
 * Stores a language chosen before its texts are at hand (a prerendered page's picker or address),
 * at once and with no texts: the next page loads them. The same choice already stored, texts and
 * all, is kept as it is.
 */
export function storeLanguageChoice(
  { textsVersion: _version, ...language }: LanguageSummary,
  storage: Storage = localStorage,
): void {
  if (readStoredLanguage(storage)?.id !== language.id)
    storeLanguage({ ...language, keyValuePairs: {} }, storage);
}

/**
 * The stored choice whose texts are still to be loaded (storeLanguageChoice), if any. A choice with a
 * version and no texts of its own is English as the app bundles it (LanguageProvider): nothing to load.
 */
export function textlessStoredLanguage(
  storage: Storage | undefined = globalThis.localStorage,
): string | undefined {
  const stored = readStoredLanguage(storage);
  return stored && stored.textsVersion === undefined && Object.keys(stored.keyValuePairs).length === 0
    ? stored.id
    : undefined;
}
