/** Booking access patterns and booking writes against DynamoDB Local (docs/data-model.md). */
import {
  acceptBooking,
  assignDriver,
  cancelBooking,
  cancelTask,
  DomainError,
  type Booking,
  type BookingStatus,
} from '@wayfare/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { activeBookingEntity } from '@wayfare/lambdas/src/adapters/dynamodb/active-booking.entity';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { DynamoTrackingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/tracking.repository';
import { MAX_PAGE_SIZE } from '@wayfare/lambdas/src/adapters/dynamodb/page';
import { BookingReferenceTakenError } from '@wayfare/lambdas/src/ports/booking-repository';
import { readAll } from './support/read-all';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
let bookings: DynamoBookingRepository;
let tracking: DynamoTrackingRepository;

beforeAll(async () => {
  table = await startLocalTable();
  bookings = new DynamoBookingRepository(table.client, table.tableName, { retentionDays: 30 });
  tracking = new DynamoTrackingRepository(table.client, table.tableName, { retentionDays: 30 });
});
afterAll(() => table?.close());

const T0 = Date.UTC(2024, 0, 1);
let serial = 0;
/** A NEW booking with unique id and reference; `n` orders it in time. */
function booking(overrides: Partial<Booking> = {}): Booking {
  serial += 1;
  const letters = serial
    .toString(26)
    .padStart(6, '0')
    .replace(/./g, (digit) => String.fromCharCode(65 + parseInt(digit, 26)));
  return aBooking({
    id: `bk-${serial}`,
    reference: letters,
    bookingDate: T0 + serial * 60_000,
    tripdate: T0 + serial * 60_000,
    requestedDrivers: {},
    ...overrides,
  });
}

const driverProfile = (uid: string) => ({
  uid,
  firstName: 'Dana',
  lastName: uid,
  mobile: '+12125550102',
  vehicleNumber: `V-${uid}`,
  fleetadmin: 'fleet-1',
});
const here = { lat: 40.75, lng: -73.99 };

const isUnavailable = (error: unknown) => error instanceof DomainError && error.code === 'CONFLICT';

describe('creating and reading a booking', () => {
  it('stores every field, money exactly, and finds it by id and by reference', async () => {
    const created = booking({
      trip_cost: 25.1,
      convenience_fees: 0.3,
      discount_amount: 1.05,
      payment_mode: 'card',
      promo_details: { promo_name: 'WELCOME', promo_discount_type: 'flat', promo_discount_value: 1.05 },
      cartData: [{ productId: 'p1', quantity: 2, name: 'Milk', amount: 1.15 }],
      cart_total: 2.3,
      paidAt: 1_700_000_000_000,
      paymentPacket: { order_id: 'o1' },
      requestedDrivers: { d1: true },
    });
    await bookings.create(created);
    expect(await bookings.getById(created.id)).toEqual({ booking: created, version: 1 });
    expect(await bookings.getByReference(created.reference)).toEqual({ booking: created, version: 1 });
    expect(await bookings.getById('missing')).toBeNull();
    const { Item: raw } = await table.client.send(
      new GetCommand({
        TableName: table.tableName,
        Key: { pk: `$wayfare#id_${created.id}`, sk: '$booking_1' },
      }),
    );
    // Amounts are integer Money units; a booking nobody accepted is in neither the driver nor the fleet index.
    expect(raw).toMatchObject({
      trip_costMinor: 251_000,
      convenience_feesMinor: 3_000,
      discount_amountMinor: 10_500,
      cart_totalMinor: 23_000,
      cartData: [{ productId: 'p1', quantity: 2, name: 'Milk', amountMinor: 11_500 }],
    });
    expect(raw).not.toHaveProperty('trip_cost');
    expect(raw).not.toHaveProperty('gsi2pk');
    expect(raw).not.toHaveProperty('gsi3pk');
    expect(await bookings.getByReference('ZZZZZZ')).toBeNull();
  });

  it('refuses a second booking with the same reference and writes nothing of it', async () => {
    const first = await bookings.create(booking({ requestedDrivers: { 'ref-driver': true } }));
    const clash = booking({ reference: first.booking.reference, requestedDrivers: { 'ref-driver-2': true } });
    await expect(bookings.create(clash)).rejects.toBeInstanceOf(BookingReferenceTakenError);
    expect(await bookings.getById(clash.id)).toBeNull();
    expect((await bookings.listOffersTo('ref-driver-2', {})).items).toEqual([]);
  });

  it('refuses a second booking with the same id', async () => {
    const first = await bookings.create(booking());
    await expect(bookings.create({ ...booking(), id: first.booking.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('lists, newest first, paginated', () => {
  const customer = 'rider-lists';
  let mine: Booking[];

  beforeAll(async () => {
    mine = [];
    for (let i = 0; i < 7; i += 1) {
      mine.push(booking({ customer, fleetadmin: i % 2 ? 'fleet-lists' : undefined, driver: 'driver-lists' }));
    }
    mine.push(booking({ customer: 'someone-else', driver: 'other-driver' }));
    for (const each of mine) await bookings.create(each);
  });

  const newestFirst = (list: Booking[]) => [...list].sort((a, b) => b.bookingDate - a.bookingDate);

  it('by customer: only theirs, in pages of the size asked, with an opaque cursor', async () => {
    const first = await bookings.listByCustomer(customer, { limit: 3 });
    expect(first.items.map((b) => b.id)).toEqual(
      newestFirst(mine.slice(0, 7))
        .slice(0, 3)
        .map((b) => b.id),
    );
    expect(first.nextToken).toEqual(expect.any(String));
    const all = await readAll((request) => bookings.listByCustomer(customer, request), 3);
    expect(all.pages).toBe(3);
    expect(all.items.map((b) => b.id)).toEqual(newestFirst(mine.slice(0, 7)).map((b) => b.id));
  });

  it('by driver and by fleet admin', async () => {
    const byDriver = await readAll((request) => bookings.listByDriver('driver-lists', request), 2);
    expect(byDriver.items).toHaveLength(7);
    const byFleet = await readAll((request) => bookings.listByFleetAdmin('fleet-lists', request), 2);
    expect(byFleet.items.map((b) => b.id)).toEqual(
      newestFirst(mine.filter((b) => b.fleetadmin === 'fleet-lists')).map((b) => b.id),
    );
  });

  it('caps the page size', async () => {
    for (let i = 0; i < MAX_PAGE_SIZE + 5; i += 1) await bookings.create(booking({ customer: 'busy-rider' }));
    const page = await bookings.listByCustomer('busy-rider', { limit: 10_000 });
    expect(page.items).toHaveLength(MAX_PAGE_SIZE);
    expect(page.nextToken).not.toBeNull();
  });
});

describe("a party's bookings under way", () => {
  const underWay = async (party: string) => (await bookings.listActive(party, {})).items.map((b) => b.id);

  it('lists a booking under its rider from creation and its driver while assigned, until it ends', async () => {
    const created = await bookings.create(
      booking({ customer: 'way-rider', requestedDrivers: { 'way-d': true } }),
    );
    const { id } = created.booking;
    expect(await underWay('way-rider')).toEqual([id]);
    expect(await underWay('way-d')).toEqual([]);

    const accepted = acceptBooking(created.booking, {
      driver: driverProfile('way-d'),
      location: here,
      at: T0,
    });
    const afterAccept = await bookings.accept({ before: created, after: accepted.booking, driver: 'way-d' });
    expect(await underWay('way-d')).toEqual([id]);

    // The driver is taken off (a give-up or a reassignment): the trip is no longer theirs.
    const released = { ...afterAccept.booking, status: 'NEW' as const, driver: undefined };
    const afterRelease = await bookings.save({ before: afterAccept, after: released });
    expect(await underWay('way-d')).toEqual([]);
    expect(await underWay('way-rider')).toEqual([id]);

    const cancelled = cancelBooking(afterRelease.booking, {
      caller: { uid: 'way-rider', role: 'rider' },
      reason: 'changed my mind',
    }).booking;
    await bookings.save({ before: afterRelease, after: cancelled });
    expect(await underWay('way-rider')).toEqual([]);
  });

  it('come back on one full page, newest first, however many finished bookings are newer', async () => {
    const older = await bookings.create(
      booking({ customer: 'long-history', status: 'ACCEPTED', driver: 'lh-d' }),
    );
    const newer = await bookings.create(
      booking({ customer: 'long-history', status: 'PAID', driver: 'lh-d' }),
    );
    await Promise.all(
      Array.from({ length: 120 }, () =>
        bookings.create(booking({ customer: 'long-history', status: 'COMPLETE' })),
      ),
    );
    const page = await bookings.listActive('long-history', { limit: 5 });
    expect(page.items.map((b) => b.id)).toEqual([newer.booking.id, older.booking.id]);
    expect(page.nextToken).toBeNull();
    const first = await bookings.listActive('long-history', { limit: 1 });
    const second = await bookings.listActive('long-history', { limit: 1, nextToken: first.nextToken });
    expect([...first.items, ...second.items].map((b) => b.id)).toEqual([newer.booking.id, older.booking.id]);
  });

  it('are listed again from the status index for a table kept from before the listing', async () => {
    const kept = await bookings.create(
      booking({ customer: 'kept-rider', status: 'STARTED', driver: 'kept-d' }),
    );
    const listing = activeBookingEntity(table.client, table.tableName);
    const { bookingDate, id } = kept.booking;
    for (const party of ['kept-rider', 'kept-d']) await listing.delete({ party, bookingDate, id }).go();
    expect(await underWay('kept-rider')).toEqual([]);

    expect(await bookings.restoreActiveListings()).toBeGreaterThan(0);
    expect(await underWay('kept-rider')).toEqual([id]);
    expect(await underWay('kept-d')).toEqual([id]);
  });
});

describe('all bookings by date and by status (sharded)', () => {
  it('merges the shards into one stable newest-first order, page after page, without gaps or repeats', async () => {
    const all = await readAll((request) => bookings.listAll(request), 7);
    const dates = all.items.map((b) => b.bookingDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(all.items.map((b) => b.id)).size).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThan(100);
    // Everything created so far in this file is there.
    for (const id of ['bk-1', `bk-${serial}`]) expect(all.items.some((b) => b.id === id)).toBe(true);
  });

  it('orders bookings of the same instant by id, across pages', async () => {
    const sameInstant = Date.UTC(2030, 0, 1);
    const created = ['same-a', 'same-b', 'same-c', 'same-d', 'same-e'].map((id) =>
      booking({ id, bookingDate: sameInstant, status: 'PAYMENT_PENDING' }),
    );
    for (const each of created) await bookings.create(each);
    const first = await bookings.listAll({ limit: 2 });
    const second = await bookings.listAll({ limit: 2, nextToken: first.nextToken });
    const third = await bookings.listAll({ limit: 2, nextToken: second.nextToken });
    expect([...first.items, ...second.items, ...third.items].map((b) => b.id).slice(0, 5)).toEqual([
      'same-e',
      'same-d',
      'same-c',
      'same-b',
      'same-a',
    ]);
  });

  it('lists one status only, and follows status changes', async () => {
    const pending = await readAll((request) => bookings.listByStatus('PAYMENT_PENDING', request), 2);
    expect(pending.items.map((b) => b.id).sort()).toEqual(['same-a', 'same-b', 'same-c', 'same-d', 'same-e']);
    const read = await bookings.getById('same-a');
    const cancelled = cancelBooking(read!.booking, {
      caller: { uid: 'admin', role: 'admin' },
      reason: 'cancelled incomplete booking',
    }).booking;
    await bookings.save({ before: read!, after: cancelled });
    const stillPending = await readAll((request) => bookings.listByStatus('PAYMENT_PENDING', request), 10);
    expect(stillPending.items.map((b) => b.id)).not.toContain('same-a');
    const cancelledList = await readAll((request) => bookings.listByStatus('CANCELLED', request), 10);
    expect(cancelledList.items.map((b) => b.id)).toContain('same-a');
  });

  it('refuses a tampered cursor with a validation error', async () => {
    await expect(bookings.listAll({ nextToken: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('tasks offered to drivers stay in step with requestedDrivers', () => {
  it('adds, removes and clears offers with the booking', async () => {
    const created = await bookings.create(booking({ requestedDrivers: { 'task-a': true, 'task-b': true } }));
    const offered = async (driver: string) =>
      (await bookings.listOffersTo(driver, {})).items.map((o) => o.bookingId);
    expect(await offered('task-a')).toEqual([created.booking.id]);
    expect((await bookings.listOffersTo('task-a', {})).items[0]).toMatchObject({
      reference: created.booking.reference,
      trip_cost: created.booking.trip_cost,
      pickup: created.booking.pickup,
    });

    const assigned = assignDriver(created.booking, {
      caller: { uid: 'admin', role: 'admin' },
      driver: { uid: 'task-c', carType: created.booking.carType },
      carHornRepeat: false,
    }).booking;
    const afterAssign = await bookings.save({ before: created, after: assigned });
    expect(await offered('task-c')).toEqual([created.booking.id]);

    const declined = cancelTask(afterAssign.booking, { driverUid: 'task-a' }).booking;
    const afterDecline = await bookings.save({ before: afterAssign, after: declined });
    expect(await offered('task-a')).toEqual([]);
    expect(await offered('task-b')).toEqual([created.booking.id]);

    const cancelled = cancelBooking(afterDecline.booking, {
      caller: { uid: created.booking.customer, role: 'rider' },
      reason: 'changed my mind',
    }).booking;
    await bookings.save({ before: afterDecline, after: cancelled });
    expect(await offered('task-b')).toEqual([]);
    expect(await offered('task-c')).toEqual([]);
  });
});

describe('accept: exactly one winner', () => {
  it('lets one of 20 concurrent accepts win; the others get booking_unavailable; offers and tracking agree', async () => {
    const drivers = Array.from({ length: 20 }, (_, i) => `racer-${i}`);
    const created = await bookings.create(
      booking({ requestedDrivers: Object.fromEntries(drivers.map((uid) => [uid, true as const])) }),
    );
    const results = await Promise.allSettled(
      drivers.map((uid, i) => {
        const change = acceptBooking(created.booking, {
          driver: driverProfile(uid),
          location: here,
          at: T0 + i,
        });
        const entry = change.effects.find((effect) => effect.type === 'track');
        return bookings.accept({
          before: created,
          after: change.booking,
          driver: uid,
          tracking: entry?.type === 'track' ? entry.entry : undefined,
        });
      }),
    );
    const winners = results.flatMap((result, i) => (result.status === 'fulfilled' ? [drivers[i]] : []));
    const losers = results.filter((result) => result.status === 'rejected');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(isUnavailable((loser as PromiseRejectedResult).reason)).toBe(true);

    const stored = await bookings.getById(created.booking.id);
    expect(stored?.booking).toMatchObject({ status: 'ACCEPTED', driver: winners[0], fleetadmin: 'fleet-1' });
    expect(stored?.booking.requestedDrivers).toBeUndefined();
    expect(stored?.version).toBe(2);
    for (const uid of drivers) expect((await bookings.listOffersTo(uid, {})).items).toEqual([]);
    const entries = await tracking.listByBooking(created.booking.id, {});
    expect(entries.items).toEqual([expect.objectContaining({ status: 'ACCEPTED', ...here })]);
    expect((await bookings.listByDriver(winners[0], {})).items.map((b) => b.id)).toEqual([
      created.booking.id,
    ]);
  });

  it('refuses a driver who was not requested, and a booking no longer NEW', async () => {
    const created = await bookings.create(booking({ requestedDrivers: { invited: true } }));
    const forged = { ...created.booking, requestedDrivers: { intruder: true as const } };
    const change = acceptBooking(forged, { driver: driverProfile('intruder'), location: here, at: T0 });
    await expect(
      bookings.accept({ before: { ...created, booking: forged }, after: change.booking, driver: 'intruder' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await bookings.getById(created.booking.id))?.booking.status).toBe('NEW');
  });
});

describe('cancel is conditional on the status read', () => {
  it('a cancel based on a stale read fails and changes nothing', async () => {
    const created = await bookings.create(booking({ requestedDrivers: { 'cancel-d': true } }));
    const accepted = acceptBooking(created.booking, {
      driver: driverProfile('cancel-d'),
      location: here,
      at: T0,
    }).booking;
    await bookings.accept({ before: created, after: accepted, driver: 'cancel-d' });
    const stale = cancelBooking(created.booking, {
      caller: { uid: created.booking.customer, role: 'rider' },
      reason: 'too slow',
    }).booking;
    await expect(bookings.save({ before: created, after: stale })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const stored = await bookings.getById(created.booking.id);
    expect(stored?.booking.status).toBe<BookingStatus>('ACCEPTED');
  });
});
