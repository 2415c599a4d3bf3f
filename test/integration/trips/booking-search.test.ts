/**
 * The back office's booking search (`searchBookings`) on DynamoDB Local: text by reference or
 * rider, filters that combine, the sorts, the total, paging, and each role's scope.
 */
import type { Booking, User } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { parseArgs } from '@wayfare/lambdas/src/api/parse-args';
import type { QuerySearchBookingsArgs } from '@wayfare/lambdas/src/api/generated/graphql';
import { searchBookingsArgs } from '@wayfare/lambdas/src/api/trips.args';
import { searchBookings, type BookingSearchQuery } from '@wayfare/lambdas/src/trips/booking-search';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import { startLocalTable, type LocalTable } from '../data/support/local-table';
import { aUser, callerOf, tripsOnLocalTable } from './support/trips-on-local-table';

let table: LocalTable;
let deps: TripsDeps;
let rosa: User, sam: User, fleetDriver: User, otherDriver: User, fleet: User, otherFleet: User, admin: User;

const day1 = Date.UTC(2032, 2, 1);
const DAY = 24 * 3_600_000;
let serial = 0;

function stored(overrides: Partial<Booking>): Promise<unknown> {
  serial += 1;
  return deps.bookings.create(
    aBooking({
      id: `search-${String(serial).padStart(3, '0')}`,
      reference: `SRCH${String.fromCharCode(65 + Math.floor(serial / 26))}${String.fromCharCode(65 + (serial % 26))}`,
      requestedDrivers: {},
      ...overrides,
    }),
  );
}

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps } = await tripsOnLocalTable(table));
  [fleet, otherFleet, admin] = await Promise.all([
    aUser(deps, 'fleetadmin'),
    aUser(deps, 'fleetadmin'),
    aUser(deps, 'admin'),
  ]);
  [rosa, sam, fleetDriver, otherDriver] = await Promise.all([
    aUser(deps, 'rider', { firstName: 'Rosa', lastName: 'Quintero', email: 'rosa.q@example.com' }),
    aUser(deps, 'rider', { firstName: 'Sam', lastName: 'Okafor' }),
    aUser(deps, 'driver', { fleetadmin: fleet.uid }),
    aUser(deps, 'driver', { fleetadmin: otherFleet.uid }),
  ]);
  const withFleetDriver = { driver: fleetDriver.uid, fleetadmin: fleet.uid };
  const withOtherDriver = { driver: otherDriver.uid, fleetadmin: otherFleet.uid };
  // search-001 … search-006, oldest first.
  await stored({
    customer: rosa.uid,
    bookingDate: day1,
    status: 'COMPLETE',
    trip_cost: 30,
    payment_mode: 'card',
    ...withFleetDriver,
  });
  await stored({
    customer: rosa.uid,
    bookingDate: day1 + DAY,
    status: 'CANCELLED',
    trip_cost: 12,
    payment_mode: 'cash',
    ...withOtherDriver,
  });
  await stored({
    customer: sam.uid,
    bookingDate: day1 + 2 * DAY,
    status: 'ACCEPTED',
    trip_cost: 45,
    payment_mode: 'cash',
    ...withFleetDriver,
  });
  await stored({
    customer: sam.uid,
    bookingDate: day1 + 3 * DAY,
    status: 'NEW',
    trip_cost: 8,
    payment_mode: 'wallet',
  });
  await stored({
    customer: rosa.uid,
    bookingDate: day1 + 4 * DAY,
    status: 'PAID',
    trip_cost: 20,
    payment_mode: 'cash',
    ...withFleetDriver,
  });
  await stored({
    customer: sam.uid,
    bookingDate: day1 + 5 * DAY,
    status: 'COMPLETE',
    trip_cost: 60,
    payment_mode: 'card',
    ...withOtherDriver,
  });
});
afterAll(() => table?.close());

const search = (viewer: User, query: Partial<BookingSearchQuery> = {}) =>
  searchBookings(deps, callerOf(viewer), { limit: 25, from: day1, ...query });

const ids = (page: { items: { id: string }[] }) =>
  page.items.map((booking) => booking.id.replace('search-', ''));

describe('admin', () => {
  it('lists every booking newest first with the total', async () => {
    const page = await search(admin);
    expect(ids(page)).toEqual(['006', '005', '004', '003', '002', '001']);
    expect(page).toMatchObject({ total: 6, totalIsExact: true, nextToken: null });
  });

  it('finds a booking by its reference, in any case', async () => {
    expect(ids(await search(admin, { search: 'srchac' }))).toEqual(['002']);
  });

  it("finds a rider's bookings by name, part of a name, or e-mail", async () => {
    expect(ids(await search(admin, { search: 'rosa' }))).toEqual(['005', '002', '001']);
    expect(ids(await search(admin, { search: 'rosa.q@example.com' }))).toEqual(['005', '002', '001']);
    expect(ids(await search(admin, { search: 'okaf' }))).toEqual(['006', '004', '003']);
    expect(await search(admin, { search: 'nobody-like-this' })).toMatchObject({ items: [], total: 0 });
  });

  it('combines filters: status, payment mode, driver, date window and text', async () => {
    expect(ids(await search(admin, { paymentMode: 'cash' }))).toEqual(['005', '003', '002']);
    expect(ids(await search(admin, { paymentMode: 'cash', status: 'PAID' }))).toEqual(['005']);
    expect(ids(await search(admin, { driver: fleetDriver.uid, paymentMode: 'cash' }))).toEqual([
      '005',
      '003',
    ]);
    expect(ids(await search(admin, { from: day1 + DAY, to: day1 + 3 * DAY }))).toEqual(['003', '002']);
    expect(ids(await search(admin, { search: 'rosa', paymentMode: 'cash', to: day1 + 3 * DAY }))).toEqual([
      '002',
    ]);
    expect(ids(await search(admin, { status: 'COMPLETE' }))).toEqual(['006', '001']);
  });

  it('sorts by amount and by status (lifecycle order), either way, on the server', async () => {
    expect(ids(await search(admin, { sortBy: 'amount', descending: false }))).toEqual([
      '004',
      '002',
      '005',
      '001',
      '003',
      '006',
    ]);
    expect(ids(await search(admin, { sortBy: 'amount' }))).toEqual([
      '006',
      '003',
      '001',
      '005',
      '002',
      '004',
    ]);
    // NEW, ACCEPTED, PAID, COMPLETE (newest first within), CANCELLED.
    expect(ids(await search(admin, { sortBy: 'status', descending: false }))).toEqual([
      '004',
      '003',
      '005',
      '006',
      '001',
      '002',
    ]);
    expect(ids(await search(admin, { sortBy: 'date', descending: false }))).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
    ]);
  });

  it('pages a sorted search with the same total on every page, without gaps or repeats', async () => {
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page = await search(admin, { sortBy: 'amount', limit: 4, nextToken });
      expect(page.total).toBe(6);
      seen.push(...ids(page));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['006', '003', '001', '005', '002', '004']);
  });
});

describe('fleet admin', () => {
  it("sees only its drivers' bookings, in search and filters alike", async () => {
    expect(ids(await search(fleet))).toEqual(['005', '003', '001']);
    expect(ids(await search(fleet, { search: 'rosa' }))).toEqual(['005', '001']);
    expect(await search(fleet, { search: 'SRCHAG' })).toMatchObject({ items: [], total: 0 });
    expect(ids(await search(fleet, { driver: fleetDriver.uid, sortBy: 'amount' }))).toEqual([
      '003',
      '001',
      '005',
    ]);
    expect(ids(await search(otherFleet))).toEqual(['006', '002']);
  });

  it('is refused a driver of another fleet', async () => {
    await expect(search(fleet, { driver: otherDriver.uid })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('refusals', () => {
  it('refuses riders and drivers', async () => {
    await expect(search(rosa)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(search(fleetDriver)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a reversed window, an unknown sort and a made-up cursor', async () => {
    // The arguments as AppSync hands them to the route.
    const parseSearchArgs = (args: QuerySearchBookingsArgs) => parseArgs(searchBookingsArgs, args);
    expect(() => parseSearchArgs({ from: day1 + DAY, to: day1 })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    // As a client could send it: the schema's enum stops it before the resolver, this is the second line.
    const unknownSort = { sortBy: 'customer' } as unknown as QuerySearchBookingsArgs;
    expect(() => parseSearchArgs(unknownSort)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    await expect(search(admin, { nextToken: 'x' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
