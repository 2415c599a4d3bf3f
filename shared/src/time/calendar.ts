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
