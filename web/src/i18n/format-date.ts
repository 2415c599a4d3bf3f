type DateStyle = 'long' | 'medium';

/**
 * One formatter per language, style and time zone: building an `Intl.DateTimeFormat` costs far more
 * than formatting with one, and a table formats a date in every row (a bookings page's 25 rows
 * spent about a sixth of their render building them).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(style: DateStyle, dateLocale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${style}|${dateLocale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale, {
      dateStyle: style,
      ...(style === 'medium' ? { timeStyle: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Dates in the long localized format of the language's dateLocale (product.md §9), e.g. "March 5, 2024". */
export function formatDate(value: string | number | Date, dateLocale: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor('long', dateLocale, timeZone).format(date);
}

/**
 * A moment (date and time) in the language's medium format, e.g. "Mar 5, 2024, 9:30 AM"; the
 * browser's without one. With `timeZone` (the operator's settings.timezone) it reads the clock there.
 */
export function formatDateTime(value: number, dateLocale?: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor('medium', dateLocale, timeZone).format(date);
}
