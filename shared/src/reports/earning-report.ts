import type { Booking } from '../entities/booking';
import type { EarningReportRow } from '../entities/report-rows';
import { subtractMoney, toAmount, toMoney } from '../money/money';
import { groupByTripMonth, isSettledBooking, sumAmounts } from './settled-bookings';

/**
 * The earning (discount) report by year and month over PAID or COMPLETE bookings (product.md §9):
 * trip cost, discount, and customer paid = tripCost − discountAmount.
 */
export function earningReport(
  bookings: readonly Pick<Booking, 'status' | 'tripdate' | 'trip_cost' | 'discount_amount'>[],
  { timeZone, decimal }: { timeZone: string; decimal: number },
): EarningReportRow[] {
  return groupByTripMonth(bookings.filter(isSettledBooking), { timeZone }).map(
    ({ year, monthsName, bookings: trips }) => {
      const tripCost = sumAmounts(
        trips.map(({ trip_cost }) => trip_cost),
        decimal,
      );
      const discountAmount = sumAmounts(
        trips.map(({ discount_amount }) => discount_amount ?? 0),
        decimal,
      );
      return {
        year,
        monthsName,
        total_rides: trips.length,
        tripCost,
        discountAmount,
        customerPaid: toAmount(subtractMoney(toMoney(tripCost), toMoney(discountAmount))),
      };
    },
  );
}
