import type { BookingStatus } from '../booking/booking-status';
import { aBooking } from '../testing/booking.fixture';
import { driverEarnings } from './driver-earnings';
import { earningReport } from './earning-report';
import { grossEarnings } from './gross-earnings';

const trip = (
  status: BookingStatus,
  tripdate: number,
  amounts: { driver?: string; share?: number; cost?: number; discount?: number; fee?: number } = {},
) =>
  aBooking({
    status,
    tripdate,
    driver: amounts.driver ?? 'd1',
    driver_name: amounts.driver === 'd2' ? 'Dora Driver' : 'Dave Driver',
    vehicle_number: amounts.driver === 'd2' ? 'XY34 ZZZ' : 'AB12 CDE',
    ...(amounts.share === undefined ? {} : { driver_share: amounts.share }),
    trip_cost: amounts.cost ?? 0,
    ...(amounts.discount === undefined ? {} : { discount_amount: amounts.discount }),
    ...(amounts.fee === undefined ? {} : { convenience_fees: amounts.fee }),
  });

// 31 Jan 2024 23:30 UTC is 1 Feb in Kolkata (UTC+5:30) but still 31 Jan in UTC.
const lateJanuaryUtc = Date.UTC(2024, 0, 31, 23, 30);
const midJanuary = Date.UTC(2024, 0, 15, 12);
const midFebruary = Date.UTC(2024, 1, 15, 12);
const march2023 = Date.UTC(2023, 2, 3, 12);

describe('driverEarnings (product.md §9)', () => {
  const bookings = [
    trip('PAID', midJanuary, { share: 10.1 }),
    trip('COMPLETE', lateJanuaryUtc, { share: 0.2 }),
    trip('COMPLETE', midJanuary, { driver: 'd2', share: 7 }),
    trip('COMPLETE', midFebruary, { share: 5 }),
    trip('COMPLETE', march2023, { share: 3 }),
    trip('COMPLETE', midJanuary, {}), // no driver_share
    trip('CANCELLED', midJanuary, { share: 99 }),
    trip('PENDING', midJanuary, { share: 99 }),
    trip('REACHED', midJanuary, { share: 99 }),
  ];

  it('groups PAID or COMPLETE bookings with a driver_share by year, month and driver', () => {
    expect(driverEarnings(bookings, { timeZone: 'UTC', decimal: 2 })).toEqual([
      {
        year: 2024,
        monthsName: 'February',
        driver: 'd1',
        driverName: 'Dave Driver',
        total_rides: 1,
        driverVehicleNo: 'AB12 CDE',
        driverShare: 5,
      },
      {
        year: 2024,
        monthsName: 'January',
        driver: 'd1',
        driverName: 'Dave Driver',
        total_rides: 2,
        driverVehicleNo: 'AB12 CDE',
        driverShare: 10.3,
      },
      {
        year: 2024,
        monthsName: 'January',
        driver: 'd2',
        driverName: 'Dora Driver',
        total_rides: 1,
        driverVehicleNo: 'XY34 ZZZ',
        driverShare: 7,
      },
      {
        year: 2023,
        monthsName: 'March',
        driver: 'd1',
        driverName: 'Dave Driver',
        total_rides: 1,
        driverVehicleNo: 'AB12 CDE',
        driverShare: 3,
      },
    ]);
  });

  it("buckets months in the operator's time zone", () => {
    const rows = driverEarnings(bookings, { timeZone: 'Asia/Kolkata', decimal: 2 });
    expect(rows.filter((row) => row.driver === 'd1' && row.year === 2024)).toEqual([
      expect.objectContaining({ monthsName: 'February', total_rides: 2, driverShare: 5.2 }),
      expect.objectContaining({ monthsName: 'January', total_rides: 1, driverShare: 10.1 }),
    ]);
  });
});

describe('earningReport (product.md §9)', () => {
  const bookings = [
    trip('PAID', midJanuary, { cost: 20.1, discount: 2 }),
    trip('COMPLETE', lateJanuaryUtc, { cost: 10.2 }),
    trip('COMPLETE', midFebruary, { cost: 30, discount: 4.5 }),
    trip('CANCELLED', midJanuary, { cost: 99, discount: 9 }),
    trip('PENDING', midFebruary, { cost: 99 }),
  ];

  it('groups by year and month; customer paid = tripCost − discountAmount', () => {
    expect(earningReport(bookings, { timeZone: 'UTC', decimal: 2 })).toEqual([
      {
        year: 2024,
        monthsName: 'February',
        total_rides: 1,
        tripCost: 30,
        discountAmount: 4.5,
        customerPaid: 25.5,
      },
      {
        year: 2024,
        monthsName: 'January',
        total_rides: 2,
        tripCost: 30.3,
        discountAmount: 2,
        customerPaid: 28.3,
      },
    ]);
  });

  it("buckets months in the operator's time zone", () => {
    expect(earningReport(bookings, { timeZone: 'Asia/Kolkata', decimal: 2 })).toEqual([
      {
        year: 2024,
        monthsName: 'February',
        total_rides: 2,
        tripCost: 40.2,
        discountAmount: 4.5,
        customerPaid: 35.7,
      },
      {
        year: 2024,
        monthsName: 'January',
        total_rides: 1,
        tripCost: 20.1,
        discountAmount: 2,
        customerPaid: 18.1,
      },
    ]);
  });
});

describe('grossEarnings (product.md §9)', () => {
  const now = Date.UTC(2024, 0, 31, 20);
  const bookings = [
    trip('PAID', Date.UTC(2024, 0, 31, 8), { fee: 1.1 }),
    trip('COMPLETE', lateJanuaryUtc, { fee: 2.2 }),
    trip('COMPLETE', midJanuary, { fee: 3.3 }),
    trip('COMPLETE', Date.UTC(2023, 0, 31, 8), { fee: 4.4 }),
    trip('COMPLETE', Date.UTC(2023, 11, 31, 8), {}),
    trip('CANCELLED', Date.UTC(2024, 0, 31, 8), { fee: 50 }),
    trip('STARTED', Date.UTC(2024, 0, 31, 8), { fee: 50 }),
  ];

  it('sums convenience_fees of PAID and COMPLETE bookings for today, this month and all time', () => {
    expect(grossEarnings(bookings, { now, timeZone: 'UTC', decimal: 2 })).toEqual({
      today: 3.3,
      thisMonth: 6.6,
      total: 11,
    });
  });

  it.each([
    // The 25-hour day: at 00:30 local on 2 November the last hour of 1 November (04:30 UTC) is
    // yesterday, and a trip at 23:30 local on 1 November (04:30 UTC on the 2nd) is not today.
    [
      'the clocks go back',
      Date.UTC(2026, 10, 2, 5, 30),
      Date.UTC(2026, 10, 2, 4, 30),
      Date.UTC(2026, 10, 2, 5),
    ],
    // The 23-hour day: 00:00 local on 9 March is 04:00 UTC, no longer 05:00.
    [
      'the clocks go forward',
      Date.UTC(2026, 2, 9, 4, 30),
      Date.UTC(2026, 2, 9, 3, 59),
      Date.UTC(2026, 2, 9, 4),
    ],
  ])("counts today from the operator's midnight on the day %s", (_, now, lastOfYesterday, firstOfToday) => {
    const settled = [trip('PAID', lastOfYesterday, { fee: 1.25 }), trip('PAID', firstOfToday, { fee: 2.5 })];
    expect(grossEarnings(settled, { now, timeZone: 'America/New_York', decimal: 2 })).toMatchObject({
      today: 2.5,
      total: 3.75,
    });
  });

  it("uses the operator's day, not the viewer's", () => {
    // At 20:00 UTC on 31 Jan it is already 1 Feb 01:30 in Kolkata; only the 23:30 UTC trip is on that day.
    expect(grossEarnings(bookings, { now, timeZone: 'Asia/Kolkata', decimal: 2 })).toEqual({
      today: 2.2,
      thisMonth: 2.2,
      total: 11,
    });
  });
});
