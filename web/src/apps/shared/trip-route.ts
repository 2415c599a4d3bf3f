import { decodePolyline } from '@wayfare/shared';
import type { BookingStatus } from '../../api/trips';
import type { MapPoint } from './map-view';

/** Before the pickup the driver heads there; on the trip, to the drop. */
const TO_PICKUP = new Set<BookingStatus>(['ACCEPTED', 'ARRIVED']);

/**
 * The line a trip's map draws. A booking carries no route geometry (only the quote does), so it is
 * straight segments: the driver to where it is heading, then on to the drop (docs/apps.md).
 */
export function tripRoute(
  booking: { status: BookingStatus; pickup: MapPoint; drop: MapPoint },
  driver?: MapPoint | null,
): MapPoint[] {
  const { pickup, drop } = booking;
  if (driver && TO_PICKUP.has(booking.status)) return [driver, pickup, drop];
  if (driver && booking.status === 'STARTED') return [driver, drop];
  return [pickup, drop];
}

/** A quote's route: its encoded polyline when the maps provider gave one, else a straight line. */
export function quoteRoute(
  pickup: MapPoint | null,
  drop: MapPoint | null,
  polyline: string | null | undefined,
): MapPoint[] {
  if (!pickup || !drop) return [];
  const points = polyline ? decodePolyline(polyline) : [];
  return points.length > 1 ? points : [pickup, drop];
}
