/**
 * Changing the drop during a trip (docs/trips.md, Changing the drop): when the rider may, where
 * the rest of the trip starts from, and the booking once the rider accepts the new price.
 */
import type { Booking, BookingFareLine, Place, TrackingEntry } from '../entities/booking';
import type { LatLng } from '../entities/user';
import { DomainError } from '../errors/domain-error';
import { haversineKm } from '../geo/haversine';
import { trackedDistanceKm } from '../tracking/trip-distance';
import { notifyDriver, type BookingChange } from './booking';
import type { BookingStatus } from './booking-status';
import { stopsPassed } from './trip-stops';

/** A drop may change once a driver has the trip until the rider arrives. */
export const DROP_CHANGEABLE: readonly BookingStatus[] = ['ACCEPTED', 'ARRIVED', 'STARTED'];

/** A drop-change quote stands this long: it is priced from where the car is now. */
export const DROP_QUOTE_TTL_MS = 5 * 60_000;

/**
 * Refuses a change of drop outside ACCEPTED, ARRIVED and STARTED, and on shop orders, whose drop
 * is the customer's door and whose price was paid up front.
 */
export function assertDropChangeable(booking: Pick<Booking, 'status' | 'cartData'>): void {
  if (!DROP_CHANGEABLE.includes(booking.status)) {
    throw new DomainError({
      code: 'CONFLICT',
      messageKey: 'drop_change_not_under_way',
      params: { status: booking.status },
    });
  }
  if (booking.cartData?.length) {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'drop_change_not_for_orders' });
  }
}

/**
 * Within this of the trip's drop a new drop is the same place: the same address picked again from
 * the search, a saved place or the map can differ in the coordinates' last digits.
 */
export const SAME_DROP_KM = 0.01;

/** Refuses a "new" drop that is the drop the trip already has: there is nothing to re-price. */
export function assertNewDrop(booking: Pick<Booking, 'drop'>, drop: LatLng): void {
  if (haversineKm(booking.drop, drop) <= SAME_DROP_KM) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'drop_change_same_drop',
      params: { field: 'drop' },
    });
  }
}

/** The trip so far: where the rest starts, what was driven (km, seconds) and the stops still ahead. */
export interface TripSoFar {
  from: LatLng;
  drivenKm: number;
  drivenSecs: number;
  stopsAhead: Place[];
}

/**
 * Before STARTED the rest is the whole trip from the pickup. While STARTED it starts at the
 * driver's newest tracked point; what was driven is the tracked path (as REACHED measures it) and
 * the time since the start; a stop counts as passed as on the driver's screen (stopsPassed).
 */
export function tripSoFar(
  booking: Pick<Booking, 'status' | 'pickup' | 'stops'>,
  entries: readonly TrackingEntry[],
  now: number,
): TripSoFar {
  const stops = booking.stops ?? [];
  const driven = entries.filter((entry) => entry.status === 'STARTED').sort((a, b) => a.at - b.at);
  const first = driven[0];
  const last = driven[driven.length - 1];
  if (booking.status !== 'STARTED' || !first || !last) {
    return { from: booking.pickup, drivenKm: 0, drivenSecs: 0, stopsAhead: stops };
  }
  const passed = driven.reduce((count, point) => stopsPassed(stops, count, point), 0);
  return {
    from: { lat: last.lat, lng: last.lng },
    drivenKm: trackedDistanceKm(driven),
    drivenSecs: Math.max(0, (now - first.at) / 1000),
    stopsAhead: stops.slice(passed),
  };
}

/** The new drop and its price, as the accepted quote fixed them (API numbers). */
export interface AcceptedDrop {
  drop: Place;
  tripCost: number;
  fareLines: BookingFareLine[];
  payableAmount: number;
  distance: number;
  durationSecs: number;
  at: number;
}

/**
 * The booking going to its new drop at the quote's price. A wallet trip's hold becomes the new
 * payable amount (the booking's write holds or frees the difference); the driver is told.
 */
export function withNewDrop(booking: Booking, accepted: AcceptedDrop): BookingChange {
  const changed: Booking = {
    ...booking,
    drop: accepted.drop,
    trip_cost: accepted.tripCost,
    fare_lines: accepted.fareLines,
    payableAmount: accepted.payableAmount,
    ...(booking.walletHold !== undefined ? { walletHold: accepted.payableAmount } : {}),
    distance: accepted.distance,
    durationSecs: accepted.durationSecs,
    dropChangedAt: accepted.at,
  };
  return {
    booking: changed,
    effects: [notifyDriver(changed, booking.driver!, 'drop_changed_by_rider')],
  };
}
