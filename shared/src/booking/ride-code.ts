/**
 * Wrong ride codes (docs/security.md, "Ride codes lock"): a driver may try the rider's code a few
 * times; past that the trip start is locked for a while and the rider is told, so the code cannot
 * be guessed and the rider knows someone tried.
 */
import type { Booking } from '../entities/booking';
import { DomainError } from '../errors/domain-error';
import type { BookingChange } from './booking';

/** Wrong codes allowed before the start locks. */
export const RIDE_CODE_TRIES = 5;
/** How long the start stays locked after the last allowed wrong code. */
export const RIDE_CODE_LOCK_MS = 5 * 60_000;

/** A start tried while the code is locked: refused whatever code is typed. */
export const rideCodeLocked = (until: number): DomainError =>
  new DomainError({ code: 'CONFLICT', messageKey: 'ride_code_locked', params: { until } });

/** Refuses any start while the booking's ride code is locked. */
export function assertRideCodeOpen(booking: Booking, at: number): void {
  if (booking.rideCodeLockedUntil !== undefined && at < booking.rideCodeLockedUntil) {
    throw rideCodeLocked(booking.rideCodeLockedUntil);
  }
}

/**
 * The booking after one more wrong code: counted, and at the last allowed one locked until
 * RIDE_CODE_LOCK_MS from now (the count starts again after), with the rider told.
 */
export function wrongRideCodeTried(booking: Booking, at: number): BookingChange & { locked: boolean } {
  const { rideCodeLockedUntil: _expired, ...rest } = booking;
  const tries = (booking.rideCodeTries ?? 0) + 1;
  if (tries < RIDE_CODE_TRIES)
    return { booking: { ...rest, rideCodeTries: tries }, effects: [], locked: false };
  const { rideCodeTries: _reset, ...unlocked } = rest;
  return {
    booking: { ...unlocked, rideCodeLockedUntil: at + RIDE_CODE_LOCK_MS },
    effects: [
      {
        type: 'notify',
        recipient: 'customer',
        uid: booking.customer,
        ...(booking.customer_token === undefined ? {} : { pushToken: booking.customer_token }),
        title: 'notification_title',
        body: 'ride_code_locked_rider',
        screen: 'BookedCab',
        params: { bookingId: booking.id },
      },
    ],
    locked: true,
  };
}
