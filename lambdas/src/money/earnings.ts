/**
 * Earnings (product.md §9) from the counters the table stream keeps (docs/data-model.md): gross earnings
 * are three GetItems, each report page one Query, whatever the number of bookings. Admins see the
 * operator's figures; a fleet admin only its own fleet's.
 */
import {
  addMoney,
  calendarIn,
  MONTH_NAMES,
  roundMoney,
  subtractMoney,
  toAmount,
  weekSoFar,
  ZERO_MONEY,
  type DriverEarningRow,
  type EarningReportRow,
  type Money,
  type PaymentMode,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { Page, PageRequest } from '../ports/page';
import type { EarningsScope } from '../ports/earnings-repository';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';

const scopeOf = (actor: User): EarningsScope =>
  actor.usertype === 'admin' ? { kind: 'all' } : { kind: 'fleet', fleetadmin: actor.uid };

const amount = (money: Money, decimal: number) => toAmount(roundMoney(money, decimal));
const monthName = (month: number) => MONTH_NAMES[month - 1] ?? '';

export async function grossEarnings(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'earnings' | 'now'>,
  caller: Caller | null,
): Promise<{ today: number; thisMonth: number; total: number; currency: string }> {
  const actor = await requireRole(deps.users, caller, ['admin', 'fleetadmin']);
  const settings = await requireSettings(deps);
  const day = calendarIn(settings.timezone)(deps.now());
  const totals = await deps.earnings.totals(scopeOf(actor), { day });
  return {
    today: amount(totals.day.convenienceFees, settings.decimal),
    thisMonth: amount(totals.month.convenienceFees, settings.decimal),
    total: amount(totals.total.convenienceFees, settings.decimal),
    currency: settings.code,
  };
}

export async function driverEarnings(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'earnings'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<DriverEarningRow>> {
  const actor = await requireRole(deps.users, caller, ['admin', 'fleetadmin']);
  const { decimal } = await requireSettings(deps);
  const { items, nextToken } = await deps.earnings.listDriverMonths(scopeOf(actor), page);
  return {
    items: items.map((row) => ({
      year: row.year,
      monthsName: monthName(row.month),
      driver: row.driver,
      driverName: row.driverName,
      total_rides: row.rides,
      driverVehicleNo: row.driverVehicleNo,
      driverShare: amount(row.driverShare, decimal),
    })),
    nextToken,
  };
}

export async function earningReports(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'earnings'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<EarningReportRow & { convenienceFees: number; tips: number }>> {
  await requireRole(deps.users, caller, ['admin']);
  const { decimal } = await requireSettings(deps);
  const { items, nextToken } = await deps.earnings.listMonths({ kind: 'all' }, page);
  return {
    items: items.map((row) => {
      const tripCost = amount(row.tripCost, decimal);
      const discountAmount = amount(row.discount, decimal);
      return {
        year: row.year,
        monthsName: monthName(row.month),
        total_rides: row.rides,
        tripCost,
        discountAmount,
        customerPaid: amount(subtractMoney(row.tripCost, row.discount), decimal),
        convenienceFees: amount(row.convenienceFees, decimal),
        tips: amount(row.tips, decimal),
      };
    }),
    nextToken,
  };
}

/**
 * Driver: its own share today and this week (Monday to today) on the operator's calendar
 * (settings.timezone), from its day counters: one BatchGet of at most seven items.
 */
export async function myEarnings(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'earnings' | 'now'>,
  caller: Caller | null,
): Promise<{
  today: number;
  todayRides: number;
  thisWeek: number;
  thisWeekRides: number;
  currency: string;
  timezone: string;
}> {
  const driver = await requireRole(deps.users, caller, ['driver']);
  const settings = await requireSettings(deps);
  const days = await deps.earnings.driverDays(
    driver.uid,
    weekSoFar(calendarIn(settings.timezone)(deps.now())),
  );
  const today = days[days.length - 1]!;
  const week = days.reduce(
    (sum, day) => ({ rides: sum.rides + day.rides, driverShare: addMoney(sum.driverShare, day.driverShare) }),
    { rides: 0, driverShare: ZERO_MONEY },
  );
  return {
    today: amount(today.driverShare, settings.decimal),
    todayRides: today.rides,
    thisWeek: amount(week.driverShare, settings.decimal),
    thisWeekRides: week.rides,
    currency: settings.code,
    timezone: settings.timezone,
  };
}

/** Driver: its own settled trips with their share, newest first, a page at a time. */
export async function myTripEarnings(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'earnings'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<
  Page<{
    bookingId: string;
    reference: string;
    tripdate: number;
    driverShare: number;
    tripCost: number;
    payment_mode: PaymentMode;
    tip?: number;
  }>
> {
  const driver = await requireRole(deps.users, caller, ['driver']);
  const { decimal } = await requireSettings(deps);
  const { items, nextToken } = await deps.earnings.listDriverTrips(driver.uid, page);
  return {
    items: items.map(({ paymentMode, driverShare, tripCost, tip, ...trip }) => ({
      ...trip,
      driverShare: amount(driverShare, decimal),
      tripCost: amount(tripCost, decimal),
      tip: tip === undefined ? undefined : amount(tip, decimal),
      payment_mode: paymentMode,
    })),
    nextToken,
  };
}
