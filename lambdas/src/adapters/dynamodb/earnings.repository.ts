import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { calendarIn, moneyFromUnits, toMoney, type Booking, type CalendarDate } from '@wayfare/shared';
import type {
  DriverDayEarnings,
  DriverMonthEarnings,
  EarningsRepository,
  EarningsScope,
  EarningsTotals,
  MonthlyEarnings,
  TripEarning,
} from '../../ports/earnings-repository';
import { driverEarningsEntity } from './driver-earnings.entity';
import { driverTripEarningEntity } from './driver-trip-earning.entity';
import { earningsCountedEntity } from './earnings-counted.entity';
import { earningsCounterEntity } from './earnings-counter.entity';
import { pageOptions, type Page, type PageRequest } from './page';
import { conditionFailedAt, writeTransaction } from './write-transaction';

const pad = (value: number) => String(value).padStart(2, '0');
const monthKey = ({ year, month }: Pick<CalendarDate, 'year' | 'month'>) => `${year}-${pad(month)}`;
const periodKeys = (date: CalendarDate) => ({
  total: 'total',
  month: `month-${monthKey(date)}`,
  day: `day-${monthKey(date)}-${pad(date.day)}`,
});
const scopeKey = (scope: EarningsScope) => (scope.kind === 'all' ? 'all' : `fleet-${scope.fleetadmin}`);
/** A driver's own day counters: its share per day, for the driver's earnings screen. */
/** The counted mark of a booking's tip, beside the booking's own (`bookingId`). */
const tipCountedKey = (bookingId: string) => `tip#${bookingId}`;
const driverScopeKey = (driver: string) => `driver-${driver}`;

function parseMonth(key: string): { year: number; month: number } {
  const [year, month] = key.split('-').map(Number);
  return { year, month };
}

interface CounterItem {
  rides: number;
  convenienceFeesMinor: number;
  tripCostMinor: number;
  discountMinor: number;
  tipsMinor: number;
}

const toTotals = (item: CounterItem | null | undefined): EarningsTotals => ({
  rides: item?.rides ?? 0,
  convenienceFees: moneyFromUnits(item?.convenienceFeesMinor ?? 0),
  tripCost: moneyFromUnits(item?.tripCostMinor ?? 0),
  discount: moneyFromUnits(item?.discountMinor ?? 0),
  tips: moneyFromUnits(item?.tipsMinor ?? 0),
});

/** Earnings counters in the single table, written only by the earnings stream (docs/data-model.md). */
export class DynamoEarningsRepository implements EarningsRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      counted: earningsCountedEntity(client, table),
      counter: earningsCounterEntity(client, table),
      driverMonth: driverEarningsEntity(client, table),
      driverTrip: driverTripEarningEntity(client, table),
    });
  }

  async count(booking: Booking, timeZone: string, at: Date): Promise<boolean> {
    const settled = await this.countSettlement(booking, timeZone, at);
    const tipped = booking.tip !== undefined && (await this.countTip(booking, timeZone, at));
    return settled || tipped;
  }

  /**
   * A tip is paid after its trip was counted, so it is counted on its own, once (its own counted
   * mark), on the trip's day: all of it to the driver's share (no commission), and to the
   * operator's tips for the earning report.
   */
  private async countTip(booking: Booking, timeZone: string, at: Date): Promise<boolean> {
    if (!booking.driver || booking.tip === undefined) return false;
    const date = calendarIn(timeZone)(booking.tripdate);
    const tipMinor = toMoney(booking.tip);
    const scopes: EarningsScope[] = [{ kind: 'all' }];
    if (booking.fleetadmin) scopes.push({ kind: 'fleet', fleetadmin: booking.fleetadmin });
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ counted, counter, driverMonth, driverTrip }) => [
          counted.create({ bookingId: tipCountedKey(booking.id), countedAt: at.toISOString() }).commit(),
          ...scopes.flatMap((scope) =>
            Object.values(periodKeys(date)).map((period) =>
              counter
                .update({ scope: scopeKey(scope), period })
                .add({ tipsMinor: tipMinor })
                .commit(),
            ),
          ),
          driverMonth
            .update({ driver: booking.driver!, month: monthKey(date) })
            .add({ driverShareMinor: tipMinor })
            .commit(),
          counter
            .update({ scope: driverScopeKey(booking.driver!), period: periodKeys(date).day })
            .add({ driverShareMinor: tipMinor, tipsMinor: tipMinor })
            .commit(),
          driverTrip
            .update({ driver: booking.driver!, tripdate: booking.tripdate, bookingId: booking.id })
            .add({ driverShareMinor: tipMinor, tipMinor })
            .commit(),
        ])
        .go(),
    );
    if (outcome.committed) return true;
    if (conditionFailedAt(outcome, 0)) return false;
    throw new Error(`Counting the tip of booking ${booking.id} was refused`);
  }

  private async countSettlement(booking: Booking, timeZone: string, at: Date): Promise<boolean> {
    const date = calendarIn(timeZone)(booking.tripdate);
    const periods = Object.values(periodKeys(date));
    const scopes: EarningsScope[] = [{ kind: 'all' }];
    if (booking.fleetadmin) scopes.push({ kind: 'fleet', fleetadmin: booking.fleetadmin });
    const sums = {
      rides: 1,
      convenienceFeesMinor: toMoney(booking.convenience_fees ?? 0),
      tripCostMinor: toMoney(booking.trip_cost),
      discountMinor: toMoney(booking.discount_amount ?? 0),
    };
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ counted, counter, driverMonth, driverTrip }) => [
          counted.create({ bookingId: booking.id, countedAt: at.toISOString() }).commit(),
          ...scopes.flatMap((scope) =>
            periods.map((period) =>
              counter
                .update({ scope: scopeKey(scope), period })
                .add(sums)
                .commit(),
            ),
          ),
          // Driver earnings count only bookings that carry a driver_share (product.md §9).
          ...(booking.driver && booking.driver_share !== undefined
            ? [
                driverMonth
                  .update({ driver: booking.driver, month: monthKey(date) })
                  .add({ rides: 1, driverShareMinor: toMoney(booking.driver_share) })
                  .set({
                    listing: 'all',
                    fleetKey: booking.fleetadmin ?? '',
                    driverName: booking.driver_name ?? '',
                    driverVehicleNo: booking.vehicle_number ?? '',
                  })
                  .commit(),
                counter
                  .update({ scope: driverScopeKey(booking.driver), period: periodKeys(date).day })
                  .add({ rides: 1, driverShareMinor: toMoney(booking.driver_share) })
                  .commit(),
                driverTrip
                  .put({
                    driver: booking.driver,
                    tripdate: booking.tripdate,
                    bookingId: booking.id,
                    reference: booking.reference,
                    driverShareMinor: toMoney(booking.driver_share),
                    tripCostMinor: toMoney(booking.trip_cost),
                    paymentMode: booking.payment_mode ?? 'cash',
                  })
                  .commit(),
              ]
            : []),
        ])
        .go(),
    );
    if (outcome.committed) return true;
    if (conditionFailedAt(outcome, 0)) return false;
    throw new Error(`Counting the earnings of booking ${booking.id} was refused`);
  }

  async totals(scope: EarningsScope, { day }: { day: CalendarDate }) {
    const keys = periodKeys(day);
    const { data } = await this.service.entities.counter
      .get([keys.day, keys.month, keys.total].map((period) => ({ scope: scopeKey(scope), period })))
      .go();
    const find = (period: string) => data.find((item) => item.period === period);
    return {
      day: toTotals(find(keys.day)),
      month: toTotals(find(keys.month)),
      total: toTotals(find(keys.total)),
    };
  }

  async listMonths(scope: EarningsScope, request: PageRequest): Promise<Page<MonthlyEarnings>> {
    const { data, cursor } = await this.service.entities.counter.query
      .byScope({ scope: scopeKey(scope) })
      .begins({ period: 'month-' })
      .go({ ...pageOptions(request), order: 'desc' });
    return {
      items: data.map((item) => ({ ...parseMonth(item.period.slice('month-'.length)), ...toTotals(item) })),
      nextToken: cursor,
    };
  }

  async driverDays(driver: string, days: readonly CalendarDate[]): Promise<DriverDayEarnings[]> {
    const keys = days.map((day) => ({ scope: driverScopeKey(driver), period: periodKeys(day).day }));
    const { data } = await this.service.entities.counter.get(keys).go();
    return keys.map(({ period }) => {
      const item = data.find((found) => found.period === period);
      return { rides: item?.rides ?? 0, driverShare: moneyFromUnits(item?.driverShareMinor ?? 0) };
    });
  }

  async listDriverTrips(driver: string, request: PageRequest): Promise<Page<TripEarning>> {
    const { data, cursor } = await this.service.entities.driverTrip.query
      .byDriver({ driver })
      .go({ ...pageOptions(request), order: 'desc' });
    return {
      items: data.map((item) => ({
        bookingId: item.bookingId,
        reference: item.reference,
        tripdate: item.tripdate,
        driverShare: moneyFromUnits(item.driverShareMinor),
        tripCost: moneyFromUnits(item.tripCostMinor),
        paymentMode: item.paymentMode,
        tip: item.tipMinor === undefined ? undefined : moneyFromUnits(item.tipMinor),
      })),
      nextToken: cursor,
    };
  }

  async listDriverMonths(scope: EarningsScope, request: PageRequest): Promise<Page<DriverMonthEarnings>> {
    const { query } = this.service.entities.driverMonth;
    const { data, cursor } = await (
      scope.kind === 'all'
        ? query.allDrivers({ listing: 'all' })
        : query.byFleet({ fleetKey: scope.fleetadmin })
    ).go({ ...pageOptions(request), order: 'desc' });
    return {
      items: data.map((item) => ({
        driver: item.driver,
        ...parseMonth(item.month),
        driverName: item.driverName,
        driverVehicleNo: item.driverVehicleNo,
        rides: item.rides,
        driverShare: moneyFromUnits(item.driverShareMinor),
      })),
      nextToken: cursor,
    };
  }
}
