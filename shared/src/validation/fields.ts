/** Field readers shared by the validators: form values arrive as text, API values as numbers. */

/** Missing, or only whitespace: a single space counts as empty (product.md §5). */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number of 0 or more, given as a number or numeric text; undefined otherwise. */
export function readNonNegativeNumber(value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Letters, digits and the usual . _ % + - before the at sign; letters, digits, dots and hyphens
 * after it, ending in a dot and letters. ASCII only, so look-alike letters from other scripts,
 * invisible and control characters, markup and emoji are refused. One pattern for sign-up, login,
 * profile and the back office (docs/domain.md).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]+$/;

/** The longest address SMTP carries (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export const isEmail = (value: string): boolean =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);

/** E.164: a plus, the country code and the number, as the login page sends it (product.md §5). */
const E164 = /^\+[1-9]\d{6,14}$/;

export const isMobileNumber = (value: string): boolean => E164.test(value);
