import type { Language } from '../entities/language';
import { DomainError } from '../errors/domain-error';
import { invalid, valid, type ValidationResult } from '../validation/validation-result';

export type KeyValuePairs = Language['keyValuePairs'];

/** The language JSON editor must hold a JSON object of texts, else 'JSON Error' (product.md §5). */
export function parseLanguageJson(text: string): ValidationResult<KeyValuePairs> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid([{ field: 'keyValuePairs', messageKey: 'JSON Error' }]);
  }
  const isTextMap =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  return isTextMap
    ? valid(parsed as KeyValuePairs)
    : invalid([{ field: 'keyValuePairs', messageKey: 'JSON Error' }]);
}

/** The default language cannot be deleted (product.md §5). */
export function assertLanguageDeletable(language: Pick<Language, 'id' | 'default'>): void {
  if (language.default) {
    throw new DomainError({
      code: 'DEFAULT_LANGUAGE',
      messageKey: 'Cannot delete default language',
      params: { id: language.id },
    });
  }
}

/** Making a language default clears the flag on all others: exactly one default (product.md §4). */
export const makeDefaultLanguage = (languages: readonly Language[], id: string): Language[] =>
  languages.map((language) => ({ ...language, default: language.id === id }));

export const defaultLanguageOf = (languages: readonly Language[]): Language | undefined =>
  languages.find((language) => language.default);

/** A new language starts non-default with the default language's texts (product.md §4). */
export const newLanguage = (
  input: Pick<Language, 'id' | 'langName' | 'langLocale' | 'dateLocale' | 'createdAt'>,
  languages: readonly Language[],
): Language => ({
  ...input,
  default: false,
  keyValuePairs: { ...defaultLanguageOf(languages)?.keyValuePairs },
});
