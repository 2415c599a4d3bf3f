/**
 * The driver-arriving notice (docs/trips.md): the rider is told once per trip when the assigned
 * driver's tracked position first comes within settings.arrivingNoticeMeters of the pickup, while
 * the driver is still on the way (ACCEPTED).
 */
import { notifyCustomer, type NotifyEffect } from '../booking/booking';
import type { Booking } from '../entities/booking';
import type { LatLng } from '../entities/user';
import { haversineKm } from '../geo/haversine';

/** The fence's radius in metres: the default, and the range a settings save accepts. */
export const ARRIVING_NOTICE_METERS = { default: 300, min: 50, max: 5000 } as const;

/**
 * Whether this position report should send the notice: the trip is ACCEPTED, the notice has not
 * gone out yet, and the position is inside the fence (its edge counts as inside).
 */
export function isArrivingNoticeDue(
  trip: Pick<Booking, 'status' | 'pickup' | 'arrivingNoticeAt'>,
  position: LatLng,
  fenceMeters: number,
): boolean {
  if (trip.status !== 'ACCEPTED' || trip.arrivingNoticeAt !== undefined) return false;
  return haversineKm(position, trip.pickup) * 1000 <= fenceMeters;
}

/** The rider's push (and inbox entry): 'driver_arriving', opening the trip. */
export const driverArrivingNotice = (booking: Booking): NotifyEffect =>
  notifyCustomer(booking, 'driver_arriving');
