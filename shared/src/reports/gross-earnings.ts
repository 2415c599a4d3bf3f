import type { Booking } from '../entities/booking';
import { calendarIn } from '../time/calendar';
import { isSettledBooking, sumAmounts } from './settled-bookings';

export interface GrossEarnings {
  today: number;
  thisMonth: number;
  total: number;
}

/**
 * The dashboard's gross earnings: convenience_fees of PAID and COMPLETE bookings (product.md §9) for
 * the operator's today, this month and all time.
 */
export function grossEarnings(
  bookings: readonly Pick<Booking, 'status' | 'tripdate' | 'convenience_fees'>[],
  { now, timeZone, decimal }: { now: number; timeZone: string; decimal: number },
): GrossEarnings {
  const calendar = calendarIn(timeZone);
  const current = calendar(now);
  const today: number[] = [];
  const thisMonth: number[] = [];
  const total: number[] = [];
  for (const booking of bookings) {
    if (!isSettledBooking(booking)) continue;
    const fee = booking.convenience_fees ?? 0;
    const date = calendar(booking.tripdate);
    total.push(fee);
    if (date.year !== current.year || date.month !== current.month) continue;
    thisMonth.push(fee);
    if (date.day === current.day) today.push(fee);
  }
  return {
    today: sumAmounts(today, decimal),
    thisMonth: sumAmounts(thisMonth, decimal),
    total: sumAmounts(total, decimal),
  };
}
