/**
 * Who may subscribe to what (the subscription resolvers run when a client subscribes; a throw
 * refuses it): a driver its own offers; a booking's changes and track its parties, its fleet
 * admin and admin; its chat its rider and driver and admin.
 *
 * A right to a booking can end while the subscription lives (another driver accepted the offer,
 * the driver was cancelled or reassigned), so a booking feed also answers the filter AppSync
 * applies to every frame: a non-admin gets a frame only while its uid is in the frame's
 * `audience` (`bookingAudience`, `chatAudience`). The result is the argument of AppSync's
 * `util.transform.toSubscriptionFilter` (infra/lib/subscription-resolvers.ts); null = no filter.
 */
import { canViewBooking } from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import type { TripsDeps } from './trips-deps';

/** An enhanced subscription filter in `util.transform.toSubscriptionFilter`'s input shape. */
export type FrameFilter = { audience: { contains: string } };

/** A driver's own offers only. */
export async function authorizeTaskOffers(
  deps: Pick<TripsDeps, 'users'>,
  caller: Caller | null,
  driverUid: string,
): Promise<null> {
  const driver = await requireActor(deps.users, caller, ['driver']);
  if (driver.uid !== driverUid) throw notPermitted();
  return null;
}

export async function authorizeBookingFeed(
  deps: Pick<TripsDeps, 'users' | 'bookings'>,
  caller: Caller | null,
  { bookingId, chat = false }: { bookingId: string; chat?: boolean },
): Promise<FrameFilter | null> {
  const viewer = await requireActor(deps.users, caller);
  const found = await deps.bookings.getById(bookingId);
  if (!found) throw notPermitted();
  const { booking } = found;
  const allowed = chat
    ? viewer.usertype === 'admin' ||
      (viewer.usertype === 'rider' && booking.customer === viewer.uid) ||
      (viewer.usertype === 'driver' && booking.driver === viewer.uid)
    : canViewBooking(booking, viewer);
  if (!allowed) throw notPermitted();
  return viewer.usertype === 'admin' ? null : { audience: { contains: viewer.uid } };
}
