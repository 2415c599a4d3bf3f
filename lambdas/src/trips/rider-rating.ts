/** The driver rates its rider after the trip (docs/trips.md): once, the rider's aggregate in the same write. */
import { rateRider as rateRiderOf } from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { bookingFor, type ApiBooking } from './booking-view';
import { publishSafely } from './commit-change';
import { requireBooking } from './trip-steps';
import type { TripsDeps } from './trips-deps';

/** Not a transition: the rating and the rider's aggregate in one write, then the live update. */
export type RiderRatingDeps = Pick<TripsDeps, 'users' | 'bookings' | 'events' | 'warn'>;

/** Driver (assigned; PAID or COMPLETE; once): 1–5 stars and an optional comment. */
export async function rateRider(
  deps: RiderRatingDeps,
  caller: Caller | null,
  { bookingId, rating, comment }: { bookingId: string; rating: number; comment?: string | null },
): Promise<ApiBooking> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  const before = await requireBooking(deps, bookingId);
  if (before.booking.driver !== driver.uid) throw notPermitted();
  const { booking, added } = rateRiderOf(before.booking, {
    driverUid: driver.uid,
    rating,
    ...(comment ? { comment } : {}),
  });
  // Conditional on the version read: of two ratings at once, one is written and the rider counted once.
  const saved = await deps.bookings.save({ before, after: booking, riderRated: added });
  await publishSafely(deps, () => deps.events.bookingChanged(saved.booking), 'bookingChanged');
  return bookingFor(saved.booking, driver);
}
