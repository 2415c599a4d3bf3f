/**
 * A rider's places one tap away on the booking screen (docs/places.md): home and work, saved by
 * the rider, and the recent drops of its own bookings. Every operation acts on the caller's own
 * places only: none takes a rider's id, so nobody can name another's.
 */
import { DomainError, type Place, type User } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import { requireProfile } from '../access/actor';
import type { BookingRepository } from '../ports/booking-repository';
import type { Page, PageRequest } from '../ports/page';
import type { SavedPlace, SavedPlaceKind, SavedPlaces } from '../ports/saved-places';
import type { UserRepository } from '../ports/user-repository';

export interface SavedPlacesDeps {
  users: UserRepository;
  bookings: BookingRepository;
  savedPlaces: SavedPlaces;
}

/** How many recent drops the booking screen offers. */
export const MAX_RECENT_PLACES = 5;
/** How many of the latest bookings the recent drops are taken from: one bounded Query. */
export const RECENT_BOOKINGS_READ = 25;

async function requireRider(deps: SavedPlacesDeps, caller: Caller | null): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  if (actor.usertype !== 'rider') throw notPermitted();
  return actor;
}

export async function savedPlaces(
  deps: SavedPlacesDeps,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<SavedPlace>> {
  const rider = await requireRider(deps, caller);
  return deps.savedPlaces.list(rider.uid, page);
}

export async function savePlace(
  deps: SavedPlacesDeps,
  caller: Caller | null,
  place: SavedPlace,
): Promise<SavedPlace> {
  const rider = await requireRider(deps, caller);
  await deps.savedPlaces.put(rider.uid, place);
  return place;
}

export async function removeSavedPlace(
  deps: SavedPlacesDeps,
  caller: Caller | null,
  kind: SavedPlaceKind,
): Promise<SavedPlaceKind> {
  const rider = await requireRider(deps, caller);
  if (!(await deps.savedPlaces.remove(rider.uid, kind))) {
    throw new DomainError({ code: 'NOT_FOUND', messageKey: 'saved_place_not_found' });
  }
  return kind;
}

/** The same drop booked twice is one recent place, however its address was cased or spaced. */
const placeKey = (place: Place) => place.add.trim().replace(/\s+/g, ' ').toLowerCase();

/** The drops of the rider's latest bookings, newest first, each place once. */
export async function recentPlaces(deps: SavedPlacesDeps, caller: Caller | null): Promise<Place[]> {
  const rider = await requireRider(deps, caller);
  const { items } = await deps.bookings.listByCustomer(rider.uid, { limit: RECENT_BOOKINGS_READ });
  const recent = new Map<string, Place>();
  for (const { drop } of items) {
    if (recent.size === MAX_RECENT_PLACES) break;
    if (!recent.has(placeKey(drop)))
      recent.set(placeKey(drop), { lat: drop.lat, lng: drop.lng, add: drop.add });
  }
  return [...recent.values()];
}
