/**
 * The driver-arriving notice (docs/trips.md): a geofence around the pickup on the assigned
 * driver's tracked positions. The first report inside it while the trip is ACCEPTED marks the
 * booking (one conditional write, so concurrent reports send it once) and tells the rider by
 * push, inbox and the booking's live update.
 */
import {
  ARRIVING_NOTICE_METERS,
  driverArrivingNotice,
  isArrivingNoticeDue,
  type Booking,
  type LatLng,
} from '@wayfare/shared';
import { announceChange, type AnnounceDeps } from './commit-change';
import type { TripsDeps } from './trips-deps';

export type ArrivingNoticeDeps = Pick<TripsDeps, keyof AnnounceDeps | 'settings' | 'bookings'>;

/** Sends the notice when this position is the trip's first inside the fence; a failure is logged. */
export async function noticeArrivingDriver(
  deps: ArrivingNoticeDeps,
  { trip, position, at }: { trip: Booking; position: LatLng; at: number },
): Promise<void> {
  // Most reports are of trips past the notice or under way: they read no settings.
  if (trip.status !== 'ACCEPTED' || trip.arrivingNoticeAt !== undefined) return;
  try {
    const fence = (await deps.settings.get())?.arrivingNoticeMeters ?? ARRIVING_NOTICE_METERS.default;
    if (!isArrivingNoticeDue(trip, position, fence)) return;
    const marked = await deps.bookings.markArrivingNotice(trip.id, at);
    if (!marked) return;
    await announceChange(deps, marked.booking, [driverArrivingNotice(marked.booking)]);
  } catch (error) {
    // The position is saved; the next report inside the fence tries again.
    deps.warn('Arriving notice not sent', { bookingId: trip.id, error: String(error) });
  }
}
