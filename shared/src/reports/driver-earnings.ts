import type { Booking } from '../entities/booking';
import type { DriverEarningRow } from '../entities/report-rows';
import { groupByTripMonth, isSettledBooking, sumAmounts } from './settled-bookings';

type EarningBooking = Pick<
  Booking,
  'status' | 'tripdate' | 'driver' | 'driver_name' | 'vehicle_number' | 'driver_share'
>;

/**
 * Driver earnings by year, month and driver over PAID or COMPLETE bookings that carry a
 * driver_share (product.md §9), months taken in the operator's time zone.
 */
export function driverEarnings(
  bookings: readonly EarningBooking[],
  { timeZone, decimal }: { timeZone: string; decimal: number },
): DriverEarningRow[] {
  const earning = bookings.filter(
    (booking) =>
      isSettledBooking(booking) && booking.driver !== undefined && booking.driver_share !== undefined,
  );
  return groupByTripMonth(earning, { timeZone, by: (booking) => booking.driver ?? '' }).map(
    ({ year, monthsName, bookings: trips }) => {
      const latest = trips.reduce((a, b) => (b.tripdate > a.tripdate ? b : a));
      return {
        year,
        monthsName,
        driver: latest.driver ?? '',
        driverName: latest.driver_name ?? '',
        total_rides: trips.length,
        driverVehicleNo: latest.vehicle_number ?? '',
        driverShare: sumAmounts(
          trips.map((trip) => trip.driver_share ?? 0),
          decimal,
        ),
      };
    },
  );
}
