import type { Booking, CalendarDate, Money } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** Whose earnings: the whole operator (admin) or one fleet admin's fleet. */
export type EarningsScope = { kind: 'all' } | { kind: 'fleet'; fleetadmin: string };

/** Sums of settled (PAID or COMPLETE) bookings of one period, in Money units. */
export interface EarningsTotals {
  rides: number;
  convenienceFees: Money;
  tripCost: Money;
  discount: Money;
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

/**
 * Earnings counters (SPEC §9), kept by the earnings stream so that the dashboard and the reports
 * read a handful of items instead of every booking. Days and months are the operator's calendar.
 */
export interface EarningsRepository {
  /**
   * Adds a settled booking to every counter it belongs to, once: false when it had been counted
   * before (a redelivered record, or PAID then COMPLETE).
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
}
