import type { Booking } from '../entities/booking';
import { addMoney, roundMoney, toAmount, toMoney } from '../money/money';
import { calendarIn, MONTH_NAMES } from '../time/calendar';

/** Earnings count only PAID and COMPLETE bookings (product.md §9). */
export const isSettledBooking = (booking: Pick<Booking, 'status'>): boolean =>
  booking.status === 'PAID' || booking.status === 'COMPLETE';

export interface MonthGroup<B> {
  year: number;
  monthsName: string;
  bookings: B[];
}

/**
 * Bookings grouped by the calendar month of their trip date in the operator's time zone, and
 * optionally by a further key; newest month first, then by that key.
 */
export function groupByTripMonth<B extends Pick<Booking, 'tripdate'>>(
  bookings: readonly B[],
  { timeZone, by = () => '' }: { timeZone: string; by?: (booking: B) => string },
): MonthGroup<B>[] {
  const calendar = calendarIn(timeZone);
  const groups = new Map<string, { year: number; month: number; key: string; bookings: B[] }>();
  for (const booking of bookings) {
    const { year, month } = calendar(booking.tripdate);
    const key = by(booking);
    const id = JSON.stringify([year, month, key]);
    const group = groups.get(id) ?? { year, month, key, bookings: [] };
    group.bookings.push(booking);
    groups.set(id, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.year - a.year || b.month - a.month || a.key.localeCompare(b.key))
    .map(({ year, month, bookings: grouped }) => ({
      year,
      monthsName: MONTH_NAMES[month - 1] ?? '',
      bookings: grouped,
    }));
}

/** Exact sum of API amounts, rounded to settings.decimal. */
export const sumAmounts = (amounts: readonly number[], decimal: number): number =>
  toAmount(roundMoney(addMoney(...amounts.map(toMoney)), decimal));
