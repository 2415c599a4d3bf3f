/**
 * Who may subscribe to what (the subscription resolvers run when a client subscribes; a throw
 * refuses it): a driver its own offers; a booking's changes and track its parties, its fleet
 * admin and admin; its chat its rider and driver and admin.
 */
import { canViewBooking, type User } from '@wayfare/shared';
import { notPermitted } from './trip-actor';
import type { TripsDeps } from './trips-deps';

export function authorizeTaskOffers(viewer: User, driverUid: string): null {
  if (viewer.usertype !== 'driver' || viewer.uid !== driverUid) throw notPermitted();
  return null;
}

export async function authorizeBookingFeed(
  deps: TripsDeps,
  viewer: User,
  { bookingId, chat = false }: { bookingId: string; chat?: boolean },
): Promise<null> {
  const found = await deps.bookings.getById(bookingId);
  if (!found) throw notPermitted();
  const { booking } = found;
  const allowed = chat
    ? viewer.usertype === 'admin' ||
      (viewer.usertype === 'rider' && booking.customer === viewer.uid) ||
      (viewer.usertype === 'driver' && booking.driver === viewer.uid)
    : canViewBooking(booking, viewer);
  if (!allowed) throw notPermitted();
  return null;
}
