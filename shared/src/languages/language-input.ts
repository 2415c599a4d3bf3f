import type { Language } from '../entities/language';
import { isBlank } from '../validation/fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from '../validation/validation-result';

/** What an admin types to add or rename a language; the id, flag and texts are the server's. */
export type LanguageDraft = Pick<Language, 'langName' | 'langLocale' | 'dateLocale'>;

/** A BCP 47 tag in its canonical spelling ('pt-br' → 'pt-BR'), or undefined when it is not one. */
export function canonicalLocale(value: unknown): string | undefined {
  if (typeof value !== 'string' || isBlank(value)) return undefined;
  try {
    return Intl.getCanonicalLocales(value.trim())[0];
  } catch {
    return undefined;
  }
}

/** Name required; both locales must be real BCP 47 tags, stored canonically so lookups match. */
export function validateLanguageDraft(input: Record<string, unknown>): ValidationResult<LanguageDraft> {
  const failures: FieldFailure[] = [];
  const langName = typeof input.langName === 'string' ? input.langName.trim() : '';
  if (!langName) failures.push({ field: 'langName', messageKey: 'required_field' });
  const langLocale = canonicalLocale(input.langLocale);
  if (!langLocale) failures.push({ field: 'langLocale', messageKey: 'invalid_locale' });
  const dateLocale = canonicalLocale(input.dateLocale);
  if (!dateLocale) failures.push({ field: 'dateLocale', messageKey: 'invalid_locale' });
  if (failures.length > 0 || !langLocale || !dateLocale) return invalid(failures);
  return valid({ langName, langLocale, dateLocale });
}
