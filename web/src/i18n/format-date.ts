/** Dates in the long localized format of the language's dateLocale (product.md §9), e.g. "March 5, 2024". */
export function formatDate(value: string | number | Date, dateLocale: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

/**
 * A moment (date and time) in the language's medium format, e.g. "Mar 5, 2024, 9:30 AM"; the
 * browser's without one. With `timeZone` (the operator's settings.timezone) it reads the clock there.
 */
export function formatDateTime(value: number, dateLocale?: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
