import type { Booking, CalendarDate, Money, PaymentMode } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** Whose earnings: the whole operator (admin) or one fleet admin's fleet. */
export type EarningsScope = { kind: 'all' } | { kind: 'fleet'; fleetadmin: string };

/** Sums of settled (PAID or COMPLETE) bookings of one period, in Money units. */
export interface EarningsTotals {
  rides: number;
  convenienceFees: Money;
  tripCost: Money;
  discount: Money;
  /** Riders' tips, all the drivers' (docs/money.md, "Tips"). */
  tips: Money;
}

export interface MonthlyEarnings extends EarningsTotals {
  year: number;
  month: number;
}

export interface DriverMonthEarnings {
  driver: string;
  year: number;
  month: number;
  driverName: string;
  driverVehicleNo: string;
  rides: number;
  driverShare: Money;
}

/** A driver's share of the settled trips of one day. */
export interface DriverDayEarnings {
  rides: number;
  driverShare: Money;
}

/** One settled trip of a driver, as its earnings list shows it. */
export interface TripEarning {
  bookingId: string;
  reference: string;
  tripdate: number;
  driverShare: Money;
  tripCost: Money;
  paymentMode: PaymentMode;
  /** The rider's tip, included in driverShare; absent when none. */
  tip?: Money;
}

/**
 * Earnings counters (product.md §9), kept by the earnings stream so that the dashboard and the reports
 * read a handful of items instead of every booking. Days and months are the operator's calendar.
 */
export interface EarningsRepository {
  /**
   * Adds a settled booking to every counter it belongs to, once, and its tip once when it has one:
   * false when nothing was new (a redelivered record, or PAID then COMPLETE).
   */
  count(booking: Booking, timeZone: string, at: Date): Promise<boolean>;
  /** Gross earnings of a day, a month and all time (the dashboard cards). */
  totals(
    scope: EarningsScope,
    periods: { day: CalendarDate },
  ): Promise<{
    day: EarningsTotals;
    month: EarningsTotals;
    total: EarningsTotals;
  }>;
  /** The earning report: one row per month, newest first. */
  listMonths(scope: EarningsScope, request: PageRequest): Promise<Page<MonthlyEarnings>>;
  /** Driver earnings: one row per driver and month, newest month first. */
  listDriverMonths(scope: EarningsScope, request: PageRequest): Promise<Page<DriverMonthEarnings>>;
  /** One driver's share per day, for each of the days asked (a day with no trip is zero). */
  driverDays(driver: string, days: readonly CalendarDate[]): Promise<DriverDayEarnings[]>;
  /** One driver's settled trips with their share, newest trip first. */
  listDriverTrips(driver: string, request: PageRequest): Promise<Page<TripEarning>>;
}
