/**
 * Earnings counters kept by the table's stream: the twin's stream poller reads DynamoDB Local's
 * stream and runs the same handler as the cloud (docs/data-model.md).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { acceptBooking, advanceBooking, completeBooking, toAmount, type Booking } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { someSettings } from '@wayfare/shared/src/testing/settings.fixture';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { DynamoEarningsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/earnings.repository';
import { DynamoSettingsRepository } from '@wayfare/lambdas/src/adapters/dynamodb/settings.repository';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { myEarnings, myTripEarnings } from '@wayfare/lambdas/src/money/earnings';
import type { VersionedBooking } from '@wayfare/lambdas/src/ports/booking-repository';
import { countEarnings } from '@wayfare/lambdas/src/streams/count-earnings';
import { dynamoStreamImages } from '@wayfare/lambdas/src/adapters/dynamodb/stream-images';
import { startStreamPoller, type StreamPoller } from '@wayfare/infra/local/streams/stream-poller';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
let bookings: DynamoBookingRepository;
let earnings: DynamoEarningsRepository;
let poller: StreamPoller;
const failures: unknown[] = [];
const NOW = new Date(Date.UTC(2024, 1, 20, 12));

const handler = () =>
  countEarnings({
    images: dynamoStreamImages,
    earnings,
    settings: new DynamoSettingsRepository(table.client, table.tableName),
    now: () => NOW.getTime(),
    onFailure: (_, error) => failures.push(error),
  });

beforeAll(async () => {
  table = await startLocalTable();
  bookings = new DynamoBookingRepository(table.client, table.tableName, { retentionDays: 30 });
  earnings = new DynamoEarningsRepository(table.client, table.tableName);
  // Kolkata is UTC+5:30: a trip at 23:30 UTC on 31 January is on 1 February for the operator.
  await new DynamoSettingsRepository(table.client, table.tableName).put(
    someSettings({ timezone: 'Asia/Kolkata' }),
    NOW,
  );
  poller = await startStreamPoller({
    endpoint: table.endpoint,
    tableName: table.tableName,
    handlers: { earnings: handler() },
    idleMs: 50,
  });
});
afterAll(async () => {
  await poller?.close();
  await table?.close();
});
afterEach(() => expect(failures).toEqual([]));

async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

const system = { uid: 'system', role: 'system' as const };
const driverOf = (uid: string, fleetadmin?: string) => ({
  uid,
  firstName: 'Dev',
  lastName: uid,
  vehicleNumber: `V-${uid}`,
  ...(fleetadmin ? { fleetadmin } : {}),
});

/** Drives a booking from NEW to PAID through the repository, as the resolvers will. */
async function rideToPaid(trip: Booking, driver: ReturnType<typeof driverOf>): Promise<VersionedBooking> {
  let stored = await bookings.create({ ...trip, requestedDrivers: { [driver.uid]: true } });
  const accepted = acceptBooking(stored.booking, { driver, location: { lat: 0, lng: 0 }, at: trip.tripdate });
  stored = await bookings.accept({ before: stored, after: accepted.booking, driver: driver.uid });
  const asDriver = { uid: driver.uid, role: 'driver' as const };
  for (const to of ['ARRIVED', 'STARTED'] as const) {
    stored = await bookings.save({
      before: stored,
      after: advanceBooking(stored.booking, { caller: asDriver, at: trip.tripdate, request: { to } }).booking,
    });
  }
  stored = await bookings.save({
    before: stored,
    after: advanceBooking(stored.booking, {
      caller: asDriver,
      at: trip.tripdate,
      request: { to: 'REACHED', location: { lat: 0, lng: 0 } },
    }).booking,
  });
  return bookings.save({
    before: stored,
    after: advanceBooking(stored.booking, { caller: asDriver, at: trip.tripdate, request: { to: 'PAID' } })
      .booking,
  });
}

const trip = (id: string, tripdate: number, amounts: Partial<Booking>): Booking =>
  aBooking({
    id,
    reference: id.toUpperCase().padEnd(6, 'X').slice(0, 6),
    tripdate,
    bookingDate: tripdate,
    ...amounts,
  });

const amounts = (totals: { rides: number; convenienceFees: number; tripCost: number; discount: number }) => ({
  rides: totals.rides,
  convenienceFees: toAmount(totals.convenienceFees as never),
  tripCost: toAmount(totals.tripCost as never),
  discount: toAmount(totals.discount as never),
});

describe('earnings counters through the table stream', () => {
  const lateJanuaryUtc = Date.UTC(2024, 0, 31, 23, 30); // 1 February in Kolkata
  const midFebruary = Date.UTC(2024, 1, 20, 9); // "today" for NOW in Kolkata
  const march2023 = Date.UTC(2023, 2, 3, 12);

  beforeAll(async () => {
    const paid = await rideToPaid(
      trip('ea1', midFebruary, {
        trip_cost: 20.1,
        convenience_fees: 1.1,
        discount_amount: 2,
        driver_share: 15,
      }),
      driverOf('fleet-driver', 'fleet-a'),
    );
    // COMPLETE after PAID must not count the booking again.
    await bookings.save({ before: paid, after: completeBooking(paid.booking, { caller: system }).booking });
    await rideToPaid(
      trip('ea2', lateJanuaryUtc, { trip_cost: 10.2, convenience_fees: 0.2, driver_share: 7.05 }),
      driverOf('fleet-driver', 'fleet-a'),
    );
    await rideToPaid(trip('ea3', march2023, { trip_cost: 30, convenience_fees: 3 }), driverOf('solo-driver'));
    // Never settled: not counted.
    await bookings.create(trip('ea4', midFebruary, { trip_cost: 99, convenience_fees: 9 }));
    await eventually(async () => {
      const { total } = await earnings.totals({ kind: 'all' }, { day: { year: 2024, month: 2, day: 20 } });
      expect(total.rides).toBe(3);
    });
  });

  it("sums gross earnings for the operator's today, this month and all time", async () => {
    const totals = await earnings.totals({ kind: 'all' }, { day: { year: 2024, month: 2, day: 20 } });
    expect(amounts(totals.day)).toEqual({ rides: 1, convenienceFees: 1.1, tripCost: 20.1, discount: 2 });
    expect(amounts(totals.month)).toEqual({ rides: 2, convenienceFees: 1.3, tripCost: 30.3, discount: 2 });
    expect(amounts(totals.total)).toEqual({ rides: 3, convenienceFees: 4.3, tripCost: 60.3, discount: 2 });
  });

  it('keeps a fleet’s own counters', async () => {
    const fleet = await earnings.totals(
      { kind: 'fleet', fleetadmin: 'fleet-a' },
      { day: { year: 2024, month: 2, day: 20 } },
    );
    expect(amounts(fleet.total)).toEqual({ rides: 2, convenienceFees: 1.3, tripCost: 30.3, discount: 2 });
    const other = await earnings.totals(
      { kind: 'fleet', fleetadmin: 'fleet-b' },
      { day: { year: 2024, month: 2, day: 20 } },
    );
    expect(other.total.rides).toBe(0);
  });

  it('lists the earning report by month, newest first, paginated', async () => {
    const first = await earnings.listMonths({ kind: 'all' }, { limit: 1 });
    expect(first.items.map(({ year, month, rides }) => ({ year, month, rides }))).toEqual([
      { year: 2024, month: 2, rides: 2 },
    ]);
    const second = await earnings.listMonths({ kind: 'all' }, { limit: 5, nextToken: first.nextToken });
    expect(second.items.map(({ year, month, rides }) => ({ year, month, rides }))).toEqual([
      { year: 2023, month: 3, rides: 1 },
    ]);
  });

  it('lists driver earnings per month for all drivers and for one fleet, only bookings with a driver_share', async () => {
    const all = await earnings.listDriverMonths({ kind: 'all' }, {});
    expect(
      all.items.map(({ driver, year, month, rides, driverShare, driverName, driverVehicleNo }) => ({
        driver,
        year,
        month,
        rides,
        driverShare: toAmount(driverShare),
        driverName,
        driverVehicleNo,
      })),
    ).toEqual([
      {
        driver: 'fleet-driver',
        year: 2024,
        month: 2,
        rides: 2,
        driverShare: 22.05,
        driverName: 'Dev fleet-driver',
        driverVehicleNo: 'V-fleet-driver',
      },
    ]);
    expect(
      (await earnings.listDriverMonths({ kind: 'fleet', fleetadmin: 'fleet-a' }, {})).items,
    ).toHaveLength(1);
    expect((await earnings.listDriverMonths({ kind: 'fleet', fleetadmin: 'fleet-b' }, {})).items).toEqual([]);
  });

  it('counts a redelivered stream record once', async () => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.tableName, Key: { pk: '$wayfare#id_ea3', sk: '$booking_1' } }),
    );
    const event = {
      Records: [{ eventName: 'MODIFY', dynamodb: { SequenceNumber: '1', NewImage: marshall(Item!) } }],
    } as unknown as DynamoDBStreamEvent;
    expect(await handler()(event)).toEqual({ batchItemFailures: [] });
    const { total } = await earnings.totals({ kind: 'all' }, { day: { year: 2024, month: 2, day: 20 } });
    expect(total.rides).toBe(3);
    expect(await earnings.count((await bookings.getById('ea3'))!.booking, 'UTC', NOW)).toBe(false);
  });
});

describe("a driver's own earnings (the driver app's Earnings screen)", () => {
  // NOW is Tuesday 20 February 2024 in Kolkata: the week so far is Monday 19 and Tuesday 20.
  const mondayJustAfterMidnight = Date.UTC(2024, 1, 18, 19, 0); // 00:30 on Monday in Kolkata
  const sundayLateEvening = Date.UTC(2024, 1, 18, 18, 0); // 23:30 on Sunday in Kolkata
  const users = () => new DynamoUserRepository(table.client, table.tableName);
  const deps = () => ({
    users: users(),
    settings: new DynamoSettingsRepository(table.client, table.tableName),
    earnings,
    now: () => NOW.getTime(),
  });
  const asDriver = { uid: 'fleet-driver', groups: ['driver' as const] };

  beforeAll(async () => {
    await users().create({
      uid: 'fleet-driver',
      createdAt: NOW.toISOString(),
      firstName: 'Dev',
      lastName: 'fleet-driver',
      usertype: 'driver',
      approved: true,
      walletBalance: 0,
      regType: 'mobile',
      email: 'fleet-driver@wayfare.example',
    });
    await rideToPaid(
      trip('ea5', mondayJustAfterMidnight, { trip_cost: 6, convenience_fees: 1.5, driver_share: 4.5 }),
      driverOf('fleet-driver', 'fleet-a'),
    );
    await rideToPaid(
      trip('ea6', sundayLateEvening, { trip_cost: 2, convenience_fees: 1, driver_share: 1 }),
      driverOf('fleet-driver', 'fleet-a'),
    );
    await eventually(async () => {
      expect((await earnings.listDriverTrips('fleet-driver', { limit: 10 })).items).toHaveLength(4);
    });
  });

  it("sums today and the week from Monday on the operator's calendar, from the day counters", async () => {
    expect(await myEarnings(deps(), asDriver)).toEqual({
      today: 15,
      todayRides: 1,
      thisWeek: 19.5,
      thisWeekRides: 2,
      currency: 'GBP',
      timezone: 'Asia/Kolkata',
    });
  });

  it('lists its trips with their share, newest trip first, a page at a time', async () => {
    const first = await myTripEarnings(deps(), asDriver, { limit: 2 });
    expect(first.items).toEqual([
      expect.objectContaining({ bookingId: 'ea1', driverShare: 15, tripCost: 20.1 }),
      expect.objectContaining({ bookingId: 'ea5', driverShare: 4.5, tripCost: 6 }),
    ]);
    const rest = await myTripEarnings(deps(), asDriver, { limit: 2, nextToken: first.nextToken });
    expect(rest.items.map((item) => item.bookingId)).toEqual(['ea6', 'ea2']);
  });

  it('is refused to anyone but a driver, and shows a driver only its own', async () => {
    await expect(myEarnings(deps(), { uid: 'fleet-driver', groups: ['rider'] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await users().create({
      uid: 'other-driver',
      createdAt: NOW.toISOString(),
      firstName: 'Oda',
      lastName: 'Other',
      usertype: 'driver',
      approved: true,
      walletBalance: 0,
      regType: 'mobile',
      email: 'other-driver@wayfare.example',
    });
    const other = { uid: 'other-driver', groups: ['driver' as const] };
    expect((await myTripEarnings(deps(), other, { limit: 10 })).items).toEqual([]);
    expect(await myEarnings(deps(), other)).toMatchObject({ today: 0, thisWeek: 0 });
  });
});
