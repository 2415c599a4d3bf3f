import { MONTH_NAMES } from '@wayfare/shared';

const monthIndex = (monthsName: string) => MONTH_NAMES.indexOf(monthsName as (typeof MONTH_NAMES)[number]);

/** A report row's month (the server's English `monthsName`) in the shown language, with its year when given. */
export function monthLabel(monthsName: string, year: number | undefined, language: string): string {
  const month = monthIndex(monthsName);
  if (month < 0) return year === undefined ? monthsName : `${monthsName} ${year}`;
  const format = new Intl.DateTimeFormat(language, {
    month: 'long',
    ...(year === undefined ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(year ?? 2000, month, 1)));
}
