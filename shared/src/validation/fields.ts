/** Field readers shared by the validators: form values arrive as text, API values as numbers. */

/** Missing, or only whitespace: a single space counts as empty (SPEC §5). */
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
 * after it, ending in a dot and letters. One pattern for login and profile (docs/domain.md).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
