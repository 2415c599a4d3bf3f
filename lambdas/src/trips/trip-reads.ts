/** What each caller may read of bookings, offers and tracks (product.md §6, DESIGN §4). */
import {
  BOOKING_STATUSES,
  canViewBooking,
  isActiveBooking,
  isOfferLapsed,
  type Booking,
  type BookingStatus,
  type TrackingEntry,
  type User,
} from '@wayfare/shared';
import type { Page, PageRequest } from '../ports/page';
import type { BookingListRequest } from '../ports/booking-repository';
import { bookingFor, type ApiBooking } from './booking-view';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { taskOfferOf, type TaskOfferView } from './task-offer';
import { requireSettings } from '../settings/require-settings';
import { withTripImageUrls } from './trip-steps';
import type { TripsDeps } from './trips-deps';

/** What reading bookings and their tracks uses: the viewer, the bookings, photo URLs, the track. */
export type TripReadDeps = Pick<TripsDeps, 'users' | 'bookings' | 'images' | 'tracking'>;
/** What a driver's offers use: each offer card's route and earning (task-offer.ts). */
export type TaskListDeps = Pick<TripsDeps, 'users' | 'bookings' | 'settings' | 'places' | 'now' | 'warn'>;

/** A booking its caller may see: null when there is none, FORBIDDEN when it is someone else's. */
export async function booking(
  deps: Pick<TripReadDeps, 'users' | 'bookings' | 'images'>,
  caller: Caller | null,
  id: string,
): Promise<ApiBooking | null> {
  const viewer = await requireActor(deps.users, caller);
  const found = await deps.bookings.getById(id);
  if (!found) return null;
  if (!canViewBooking(found.booking, viewer)) throw notPermitted();
  return withTripImageUrls(deps, bookingFor(found.booking, viewer));
}

/** The booking, for callers who may see it (reads of its track and chat). */
export async function visibleBooking(
  deps: Pick<TripReadDeps, 'bookings'>,
  viewer: User,
  id: string,
): Promise<Booking> {
  const found = await deps.bookings.getById(id);
  if (!found || !canViewBooking(found.booking, viewer)) throw notPermitted();
  return found.booking;
}

export interface BookingsQuery extends BookingListRequest {
  status?: BookingStatus | null;
  active?: boolean | null;
}

/** The statuses a query asks for, or undefined for all: a status, active or not, or both. */
function statusesOf({ status, active }: BookingsQuery): readonly BookingStatus[] | undefined {
  if (active == null) return status ? [status] : undefined;
  const wanted = BOOKING_STATUSES.filter((item) => isActiveBooking(item) === active);
  return status ? wanted.filter((item) => item === status) : wanted;
}

function listFor(
  deps: Pick<TripReadDeps, 'bookings'>,
  viewer: User,
  query: BookingsQuery,
): Promise<Page<Booking>> {
  const page = {
    limit: query.limit,
    nextToken: query.nextToken,
    from: query.from,
    to: query.to,
    statuses: statusesOf(query),
  };
  // Only trips under way asked for: a rider's or driver's own listing of those holds them all.
  const underWay = page.statuses?.every(isActiveBooking) ?? false;
  if (underWay && (viewer.usertype === 'rider' || viewer.usertype === 'driver'))
    return deps.bookings.listActive(viewer.uid, page);
  switch (viewer.usertype) {
    case 'rider':
      return deps.bookings.listByCustomer(viewer.uid, page);
    case 'driver':
      return deps.bookings.listByDriver(viewer.uid, page);
    case 'fleetadmin':
      return deps.bookings.listByFleetAdmin(viewer.uid, page);
    case 'admin':
      return query.status ? deps.bookings.listByStatus(query.status, page) : deps.bookings.listAll(page);
  }
}

/**
 * Booking history newest first, one server page at a time, scoped by role. The date window is a
 * key condition on the role's index. A rider's or driver's trips under way (active, or a status
 * under way) come from their own listing of those, however many finished trips are newer; a
 * status among them narrows the page after reading. Otherwise a status (but
 * the admin's, which has its own index) or the active filter is applied by DynamoDB while reading,
 * up to a bound of reads per page; the admin's unfiltered listing narrows each page after reading
 * (a page may hold fewer items than asked; nextToken continues).
 */
export async function bookings(
  deps: Pick<TripReadDeps, 'users' | 'bookings'>,
  caller: Caller | null,
  query: BookingsQuery,
) {
  const viewer = await requireActor(deps.users, caller);
  const page = await listFor(deps, viewer, query);
  const items = page.items.filter(
    (item) =>
      (!query.status || item.status === query.status) &&
      (query.active == null || isActiveBooking(item.status) === query.active),
  );
  return { items: items.map((item) => bookingFor(item, viewer)), nextToken: page.nextToken };
}

const MAX_TASKS = 100;

/**
 * Driver: the bookings offered to it now, oldest first, each with its offer card's figures
 * (task-offer.ts). An offline driver has none: offers made before it went offline come back when
 * it is online again, if they are still open. A lapsed offer is not listed (shared offer-lapse.ts).
 */
export async function tasks(
  deps: TaskListDeps,
  caller: Caller | null,
): Promise<(ApiBooking & { offer: TaskOfferView })[]> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  if (!driver.driverActiveStatus) return [];
  const now = deps.now();
  const { items } = await deps.bookings.listOffersTo(driver.uid, { limit: MAX_TASKS });
  const standing = items.filter((offer) => !isOfferLapsed(offer.expiresAt, now)).reverse();
  if (standing.length === 0) return [];
  const settings = await requireSettings(deps);
  const found = await Promise.all(
    standing.map(async (offer) => ({ offer, item: await deps.bookings.getById(offer.bookingId) })),
  );
  const open = found.flatMap(({ offer, item }) =>
    item && item.booking.status === 'NEW' && item.booking.requestedDrivers?.[driver.uid]
      ? [{ offer, booking: item.booking }]
      : [],
  );
  return Promise.all(
    open.map(async ({ offer, booking }) => ({
      ...bookingFor(booking, driver),
      offer: await taskOfferOf(deps, { booking, offer, driver, settings }),
    })),
  );
}

/** The booking's parties, its fleet admin and admin: the track, oldest first. */
export async function tracking(
  deps: Pick<TripReadDeps, 'users' | 'bookings' | 'tracking'>,
  caller: Caller | null,
  { bookingId, ...page }: { bookingId: string } & PageRequest,
): Promise<(TrackingEntry & { bookingId: string })[]> {
  const viewer = await requireActor(deps.users, caller);
  await visibleBooking(deps, viewer, bookingId);
  const { items } = await deps.tracking.listByBooking(bookingId, page);
  return items.map((entry) => ({ bookingId, ...entry }));
}

/** The booking's parties, its fleet admin and admin: where the driver is now (the newest entry). */
export async function lastTracking(
  deps: Pick<TripReadDeps, 'users' | 'bookings' | 'tracking'>,
  caller: Caller | null,
  bookingId: string,
): Promise<(TrackingEntry & { bookingId: string }) | null> {
  const viewer = await requireActor(deps.users, caller);
  await visibleBooking(deps, viewer, bookingId);
  const entry = await deps.tracking.last(bookingId);
  return entry && { bookingId, ...entry };
}
