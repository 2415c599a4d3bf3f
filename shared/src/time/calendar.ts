/** Calendar dates in the operator's time zone (settings.timezone), never the viewer's. */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A function from epoch milliseconds to the calendar date in timeZone. The formatter is built once
 * per call of this function, so a report over many bookings builds it once.
 */
export function calendarIn(timeZone: string): (epochMs: number) => CalendarDate {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  return (epochMs) => {
    const parts = Object.fromEntries(
      format.formatToParts(epochMs).map(({ type, value }) => [type, Number(value)]),
    );
    return { year: parts.year ?? NaN, month: parts.month ?? NaN, day: parts.day ?? NaN };
  };
}

/**
 * The days of the date's week so far, Monday first and the date last (a week runs Monday to
 * Sunday, as ISO 8601 has it): plain calendar arithmetic, no time zone involved.
 */
export function weekSoFar(date: CalendarDate): CalendarDate[] {
  const noon = Date.UTC(date.year, date.month - 1, date.day, 12);
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  return Array.from({ length: sinceMonday + 1 }, (_, index) => {
    const day = new Date(noon - (sinceMonday - index) * 86_400_000);
    return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  });
}
