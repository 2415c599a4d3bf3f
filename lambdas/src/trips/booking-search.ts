/**
 * The back office's booking search (docs/back-office.md, "Booking search"): text (a reference, or
 * a rider's name, e-mail or phone), filters that combine (status, payment mode, date window,
 * driver), a sort (date, status, amount) and a total. Admin: every booking; fleet admin: its own
 * drivers' bookings only.
 *
 * A bounded per-query strategy (docs/data-model.md, "Back-office search"): the narrowest index for
 * the query is read within its date window, filters applied by DynamoDB, at most MAX_READ items;
 * the matches are sorted here and paged by position. Past the bound the total is a lower bound
 * (`totalIsExact` false) and the operator narrows the dates.
 */
import {
  BOOKING_STATUSES,
  DomainError,
  type Booking,
  type BookingStatus,
  type PaymentMode,
  type User,
} from '@wayfare/shared';
import type { BookingFilter, BookingListing, BookingMatches } from '../ports/booking-repository';
import { bookingFor, type ApiBooking } from './booking-view';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import type { TripsDeps } from './trips-deps';

/** The search reads bookings and, for a name or contact, riders. */
export type BookingSearchDeps = Pick<TripsDeps, 'users' | 'bookings'>;

/** Index items one search reads at most, whatever the table holds. */
export const MAX_READ = 3000;
/** Riders whose bookings a contact or name search reads at most. */
export const MAX_SEARCH_RIDERS = 10;

export type BookingSort = 'date' | 'status' | 'amount';

export interface BookingSearchQuery {
  search?: string | null;
  status?: BookingStatus | null;
  paymentMode?: PaymentMode | null;
  driver?: string | null;
  from?: number;
  to?: number;
  sortBy?: BookingSort | null;
  descending?: boolean | null;
  limit: number;
  nextToken?: string | null;
}

export interface BookingSearchPage {
  items: ApiBooking[];
  nextToken: string | null;
  total: number;
  /** False when the read bound was reached: `total` is then "at least". */
  totalIsExact: boolean;
}

const REFERENCE = /^[a-z]{6}$/i;

const newestFirst = (a: Booking, b: Booking): number =>
  b.bookingDate - a.bookingDate || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Ascending order of each sort; ties keep the newest first, so pages never shuffle. */
const ASCENDING: Record<BookingSort, (a: Booking, b: Booking) => number> = {
  date: (a, b) => -newestFirst(a, b),
  // The lifecycle's order (product.md §4), not the alphabet's: PAYMENT_PENDING … COMPLETE, CANCELLED.
  status: (a, b) => BOOKING_STATUSES.indexOf(a.status) - BOOKING_STATUSES.indexOf(b.status),
  amount: (a, b) => a.trip_cost - b.trip_cost,
};

function sorted(items: Booking[], sortBy: BookingSort, descending: boolean): Booking[] {
  const direction = descending ? -1 : 1;
  return [...items].sort(
    (a, b) => direction * ASCENDING[sortBy](a, b) || (sortBy === 'date' ? 0 : newestFirst(a, b)),
  );
}

/** The position a page starts at, from our own (sealed) cursor. */
function offsetOf(nextToken: string | null | undefined): number {
  if (!nextToken) return 0;
  const offset = Number(nextToken);
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new DomainError({ code: 'VALIDATION', messageKey: 'invalid_next_token' });
  }
  return offset;
}

/** The caller's scope: a fleet admin filtering by a driver of another fleet is refused. */
async function filterFor(
  deps: Pick<BookingSearchDeps, 'users'>,
  viewer: User,
  query: BookingSearchQuery,
): Promise<BookingFilter> {
  if (viewer.usertype !== 'admin' && viewer.usertype !== 'fleetadmin') throw notPermitted();
  const fleetadmin = viewer.usertype === 'fleetadmin' ? viewer.uid : undefined;
  if (query.driver && fleetadmin) {
    const driver = await deps.users.getById(query.driver);
    if (driver?.fleetadmin !== fleetadmin) throw notPermitted();
  }
  return {
    from: query.from,
    to: query.to,
    statuses: query.status ? [query.status] : undefined,
    paymentMode: query.paymentMode ?? undefined,
    driver: query.driver ?? undefined,
    fleetadmin,
  };
}

/** Riders the text names: an exact e-mail or phone, else a bounded search of names and contacts. */
async function ridersNamed(deps: Pick<BookingSearchDeps, 'users'>, text: string): Promise<string[]> {
  const kind = text.includes('@') ? 'email' : /^\+?[\d\s()-]{6,}$/.test(text) ? 'mobile' : null;
  const exact = kind ? await deps.users.findByContact(kind, text) : null;
  const { items } = await deps.users.listByType('rider', { search: text, limit: MAX_SEARCH_RIDERS });
  const uids = [exact, ...items].flatMap((user) => (user?.usertype === 'rider' ? [user.uid] : []));
  return [...new Set(uids)].slice(0, MAX_SEARCH_RIDERS);
}

/** The listing read without text: a driver's, the fleet's, a status's (admin), or all. */
function listingOf(viewer: User, filter: BookingFilter): BookingListing {
  if (filter.driver) return { by: 'driver', uid: filter.driver };
  if (filter.fleetadmin) return { by: 'fleet', uid: viewer.uid };
  if (filter.statuses?.length === 1) return { by: 'status', status: filter.statuses[0]! };
  return { by: 'all' };
}

/** The booking a reference names, when it passes the filter (the same rules the index reads apply). */
async function byReference(
  deps: Pick<BookingSearchDeps, 'bookings'>,
  text: string,
  filter: BookingFilter,
): Promise<Booking[]> {
  if (!REFERENCE.test(text)) return [];
  const found = await deps.bookings.getByReference(text.toUpperCase());
  const booking = found?.booking;
  if (!booking) return [];
  const keeps =
    (filter.from === undefined || booking.bookingDate >= filter.from) &&
    (filter.to === undefined || booking.bookingDate < filter.to) &&
    (!filter.statuses || filter.statuses.includes(booking.status)) &&
    (!filter.paymentMode || booking.payment_mode === filter.paymentMode) &&
    (!filter.driver || booking.driver === filter.driver) &&
    (!filter.fleetadmin || booking.fleetadmin === filter.fleetadmin);
  return keeps ? [booking] : [];
}

async function matchesOf(
  deps: BookingSearchDeps,
  viewer: User,
  query: BookingSearchQuery,
): Promise<BookingMatches> {
  const filter = await filterFor(deps, viewer, query);
  const text = query.search?.trim() ?? '';
  if (!text) return deps.bookings.matchAll(listingOf(viewer, filter), filter, MAX_READ);
  const [referenced, riders] = await Promise.all([byReference(deps, text, filter), ridersNamed(deps, text)]);
  const perRider = Math.ceil(MAX_READ / Math.max(riders.length, 1));
  const answers = await Promise.all(
    riders.map((uid) => deps.bookings.matchAll({ by: 'customer', uid }, filter, perRider)),
  );
  const byId = new Map([...referenced, ...answers.flatMap((answer) => answer.items)].map((b) => [b.id, b]));
  return { items: [...byId.values()], complete: answers.every((answer) => answer.complete) };
}

export async function searchBookings(
  deps: BookingSearchDeps,
  caller: Caller | null,
  query: BookingSearchQuery,
): Promise<BookingSearchPage> {
  const viewer = await requireActor(deps.users, caller, ['admin', 'fleetadmin']);
  const { items, complete } = await matchesOf(deps, viewer, query);
  const ordered = sorted(items, query.sortBy ?? 'date', query.descending ?? true);
  const offset = offsetOf(query.nextToken);
  const end = offset + query.limit;
  return {
    items: ordered.slice(offset, end).map((booking) => bookingFor(booking, viewer)),
    nextToken: end < ordered.length ? String(end) : null,
    total: ordered.length,
    totalIsExact: complete,
  };
}
