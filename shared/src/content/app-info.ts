import { isBlank } from '../validation/fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from '../validation/validation-result';

/**
 * App info (product.md §2 /appinfo): the long texts of the public site's about-us and privacy-policy pages.
 */
export interface AppInfo {
  aboutUs: string;
  privacyPolicy: string;
}

const FIELDS = ['aboutUs', 'privacyPolicy'] as const;

/** Both texts are required; surrounding whitespace is dropped. */
export function validateAppInfo(input: Record<string, unknown>): ValidationResult<AppInfo> {
  const failures: FieldFailure[] = FIELDS.filter(
    (field) => isBlank(input[field]) || typeof input[field] !== 'string',
  ).map((field) => ({ field, messageKey: 'required_field' }));
  if (failures.length > 0) return invalid(failures);
  return valid({ aboutUs: String(input.aboutUs).trim(), privacyPolicy: String(input.privacyPolicy).trim() });
}
