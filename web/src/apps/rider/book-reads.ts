import { earlyRead } from '../../api/early-read';
import { listSavedPlaces, listRecentPlaces } from '../../api/places';
import { listCarTypes } from '../../api/rider-catalogue';
import { listBookings } from '../../api/trips';

/** Trips the server lists per page on the booking screen; a rider rarely has more at once. */
const ACTIVE_TRIPS_PAGE_SIZE = 5;

/** A page of the rider's trips not over yet: the first one with no token. */
export const activeTripsPage = (nextToken: string | null) =>
  listBookings({ active: true, limit: ACTIVE_TRIPS_PAGE_SIZE, nextToken });

/**
 * The booking screen's own reads: its car types, the rider's trips not over yet and its saved and
 * recent places. On a cold start at `/ride` they start beside the profile and settings reads
 * (`startBookReads`, from app.tsx), so the screen does not read them one round trip after those.
 */
export const firstCarTypes = earlyRead(() => listCarTypes());
export const firstActiveTrips = earlyRead(() => activeTripsPage(null));
export const firstSavedPlaces = earlyRead(() => listSavedPlaces());
export const firstRecentPlaces = earlyRead(() => listRecentPlaces());

export function startBookReads(): void {
  for (const read of [firstCarTypes, firstActiveTrips, firstSavedPlaces, firstRecentPlaces]) read.start();
}
