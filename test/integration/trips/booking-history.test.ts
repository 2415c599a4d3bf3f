/**
 * The booking history read (`bookings`) on DynamoDB Local: each role sees only its own bookings,
 * and the status and date filters narrow that, the date window as a key condition, page by page.
 */
import type { Booking, BookingStatus, User } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import type { QueryBookingsArgs } from '@wayfare/lambdas/src/api/generated/graphql';
import { bookingsArgs } from '@wayfare/lambdas/src/api/trips.args';
import { parseArgs } from '@wayfare/lambdas/src/api/parse-args';
import { bookings } from '@wayfare/lambdas/src/trips/trip-reads';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import { startLocalTable, type LocalTable } from '../data/support/local-table';
import { aUser, callerOf, tripsOnLocalTable } from './support/trips-on-local-table';

let table: LocalTable;
let deps: TripsDeps;
let riderA: User, riderB: User, driverA: User, driverB: User, fleet: User, admin: User;

const DAY = 24 * 3_600_000;
const day1 = Date.UTC(2031, 4, 1);
const day2 = day1 + DAY;
const day3 = day2 + DAY;
let serial = 0;

function stored(overrides: Partial<Booking>): Promise<unknown> {
  serial += 1;
  return deps.bookings.create(
    aBooking({
      id: `history-${String(serial).padStart(3, '0')}`,
      reference: String.fromCharCode(65 + (serial % 26)).repeat(5) + String.fromCharCode(65 + (serial >> 5)),
      requestedDrivers: {},
      ...overrides,
    }),
  );
}

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps } = await tripsOnLocalTable(table));
  [riderA, riderB, driverA, driverB, fleet, admin] = await Promise.all([
    aUser(deps, 'rider'),
    aUser(deps, 'rider'),
    aUser(deps, 'driver'),
    aUser(deps, 'driver'),
    aUser(deps, 'fleetadmin'),
    aUser(deps, 'admin'),
  ]);
  const assigned = (driver: User, fleetadmin?: string) => ({ driver: driver.uid, fleetadmin });
  await stored({
    customer: riderA.uid,
    bookingDate: day1 + 1,
    status: 'COMPLETE',
    ...assigned(driverA, fleet.uid),
  });
  await stored({ customer: riderA.uid, bookingDate: day2 + 1, status: 'CANCELLED', ...assigned(driverB) });
  await stored({
    customer: riderB.uid,
    bookingDate: day2 + 2,
    status: 'ACCEPTED',
    ...assigned(driverA, fleet.uid),
  });
  await stored({ customer: riderB.uid, bookingDate: day3 + 1, status: 'NEW' });
  // A busy second day, so that the admin's windowed pages cross shards and cursors.
  const statuses: BookingStatus[] = ['NEW', 'CANCELLED', 'PAID'];
  for (let i = 0; i < 12; i += 1) {
    await stored({ customer: riderB.uid, bookingDate: day2 + 100 + (i % 4), status: statuses[i % 3] });
  }
});
afterAll(() => table?.close());

/** Every page of the viewer's history for the query, as a client pages through it. */
async function history(
  viewer: User,
  query: { status?: BookingStatus; from?: number; to?: number },
  limit = 3,
) {
  const items: Booking[] = [];
  let nextToken: string | null | undefined;
  do {
    const page = await bookings(deps, callerOf(viewer), { ...query, limit, nextToken });
    items.push(...(page.items as Booking[]));
    nextToken = page.nextToken;
  } while (nextToken);
  return items;
}

const ids = (list: readonly { id: string }[]) => list.map((booking) => booking.id);
const newestFirst = (list: Booking[]) =>
  [...list].sort((a, b) => b.bookingDate - a.bookingDate || (a.id < b.id ? 1 : -1));

describe('the date window, for each role', () => {
  it('rider: its own bookings of the window only', async () => {
    expect(ids(await history(riderA, { from: day2, to: day3 }))).toEqual(['history-002']);
    expect(ids(await history(riderA, { from: day1 }))).toEqual(['history-002', 'history-001']);
    expect(ids(await history(riderA, { to: day2 }))).toEqual(['history-001']);
  });

  it('driver: the bookings assigned to it, within the window', async () => {
    expect(ids(await history(driverA, { from: day2, to: day3 }))).toEqual(['history-003']);
    expect(await history(driverB, { from: day1, to: day2 })).toEqual([]);
  });

  it("fleet admin: its drivers' bookings, within the window and of the status asked", async () => {
    expect(ids(await history(fleet, { from: day1, to: day3 }))).toEqual(['history-003', 'history-001']);
    expect(ids(await history(fleet, { from: day1, to: day3, status: 'COMPLETE' }))).toEqual(['history-001']);
    expect(await history(fleet, { from: day3 })).toEqual([]);
  });

  it('admin: every booking of the window, newest first across shards, without gaps or repeats', async () => {
    const all = await history(admin, {});
    const window = await history(admin, { from: day2, to: day3 }, 4);
    const expected = newestFirst(all.filter((b) => b.bookingDate >= day2 && b.bookingDate < day3));
    expect(window).toHaveLength(14);
    expect(ids(window)).toEqual(ids(expected));
  });

  it('admin: one status within the window', async () => {
    const cancelled = await history(admin, { status: 'CANCELLED', from: day2, to: day3 }, 2);
    expect(cancelled).toHaveLength(5);
    expect(cancelled.every((b) => b.status === 'CANCELLED' && b.bookingDate >= day2)).toBe(true);
    expect(await history(admin, { status: 'CANCELLED', from: day3 })).toEqual([]);
  });
});

describe('the arguments', () => {
  /** The arguments as AppSync hands them to the route. */
  const parseBookingsArgs = (args: QueryBookingsArgs) => parseArgs(bookingsArgs, args);

  it('refuses a window that ends before it starts, and dates beyond the keys', () => {
    expect(() => parseBookingsArgs({ from: day2, to: day1 })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    expect(() => parseBookingsArgs({ from: -1 })).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(() => parseBookingsArgs({ to: 1e13 })).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(parseBookingsArgs({ from: day1, to: day1 })).toMatchObject({ from: day1, to: day1 });
  });
});

describe("a rider's active trips", () => {
  it('come back together on one page, however many finished trips are newer', async () => {
    const rider = await aUser(deps, 'rider');
    const driver = await aUser(deps, 'driver');
    const day = Date.UTC(2031, 6, 1);
    await stored({
      id: 'active-first',
      reference: 'ACTIVA',
      customer: rider.uid,
      driver: driver.uid,
      bookingDate: day + 1,
      status: 'ACCEPTED',
    });
    await stored({
      id: 'active-second',
      reference: 'ACTIVB',
      customer: rider.uid,
      bookingDate: day + 2,
      status: 'NEW',
    });
    // More finished trips than a filtered read of the rider's whole history would get through.
    for (let i = 0; i < 60; i += 1) {
      const status = i % 2 ? 'CANCELLED' : 'COMPLETE';
      await stored({
        id: `done-${String(i).padStart(2, '0')}`,
        reference: `DONE${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
        customer: rider.uid,
        bookingDate: day + 10 + i,
        status,
      });
    }
    const active = await bookings(deps, callerOf(rider), { active: true, limit: 5 });
    expect(ids(active.items)).toEqual(['active-second', 'active-first']);
    expect(active.nextToken).toBeNull();
    expect(active.items.every((booking) => booking.customer === rider.uid)).toBe(true);
    const driving = await bookings(deps, callerOf(driver), { active: true, limit: 5 });
    expect(ids(driving.items)).toEqual(['active-first']);
    expect(ids((await bookings(deps, callerOf(riderB), { active: true, limit: 5 })).items)).not.toContain(
      'active-first',
    );

    // One at a time.
    const walked: string[] = [];
    let nextToken: string | null | undefined = null;
    do {
      const page = await bookings(deps, callerOf(rider), { active: true, limit: 1, nextToken });
      walked.push(...ids(page.items));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(walked).toEqual(['active-second', 'active-first']);

    const finished = await bookings(deps, callerOf(rider), { active: false, limit: 20 });
    expect(finished.items).toHaveLength(20);
    expect(ids((await bookings(deps, callerOf(rider), { status: 'NEW', limit: 5 })).items)).toEqual([
      'active-second',
    ]);
  });
});
