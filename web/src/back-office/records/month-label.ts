import { MONTH_NAMES } from '@wayfare/shared';

/** A report row's month (the server's English `monthsName`) in the shown language, with its year. */
export function monthLabel(monthsName: string, year: number, language: string): string {
  const month = MONTH_NAMES.indexOf(monthsName as (typeof MONTH_NAMES)[number]);
  if (month < 0) return `${monthsName} ${year}`;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 1)),
  );
}
