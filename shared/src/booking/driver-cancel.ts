import type { Booking } from '../entities/booking';
import { DomainError } from '../errors/domain-error';
import type { MessageKey } from '../i18n/message-keys';
import { notifyCustomer, type BookingChange } from './booking';
import { canTransition, type BookingStatus } from './booking-status';
import { notPermitted } from '../errors/refusals';
import { statusForbids } from './booking.errors';

/**
 * Why a driver gives up a trip it accepted, as the driver app lists them; 'other' carries the
 * driver's own words. The keys are stored as the booking's reason and shown translated.
 */
export const DRIVER_CANCEL_REASONS = [
  'driver_reason_rider_asked',
  'driver_reason_vehicle_problem',
  'driver_reason_cannot_reach_pickup',
  'driver_reason_unsafe_pickup',
  'other',
] as const satisfies readonly (MessageKey | 'other')[];
export type DriverCancelReason = (typeof DRIVER_CANCEL_REASONS)[number];

/** The most a driver's own words for a cancel may hold. */
export const MAX_OTHER_REASON = 200;

/** The reason a no-show ends a booking with. */
export const NO_SHOW_REASON = 'rider_no_show' satisfies MessageKey;

/** A driver may give up a trip it accepted until the rider is in the car (product.md §4's general cancel). */
export const DRIVER_CANCELLABLE: readonly BookingStatus[] = ['ACCEPTED', 'ARRIVED'];

/** How long the driver waits at the pickup before a no-show, when settings do not say (minutes). */
export const NO_SHOW_WAIT_MINUTES = { min: 1, max: 60, default: 5 } as const;

/** When the driver may report the rider did not come: its wait after ARRIVED; undefined otherwise. */
export function noShowOpensAt(
  booking: Pick<Booking, 'status' | 'arrivedAt'>,
  waitMinutes: number,
): number | undefined {
  if (booking.status !== 'ARRIVED' || booking.arrivedAt === undefined) return undefined;
  return booking.arrivedAt + waitMinutes * 60_000;
}

function assertAssignedDriver(booking: Booking, driverUid: string, action: string): void {
  if (booking.driver !== driverUid) throw notPermitted(action);
  if (!canTransition(booking.status, 'CANCELLED', 'driver')) throw statusForbids(action, booking.status);
}

/** The booking closed by its driver: CANCELLED, the driver free again, the rider told (docs/trips.md). */
function closedByDriver(
  booking: Booking,
  reason: string,
  body: MessageKey,
  extra: Partial<Booking> = {},
): BookingChange {
  const cancelled: Booking = { ...booking, ...extra, status: 'CANCELLED', reason, cancelledBy: 'driver' };
  return {
    booking: cancelled,
    effects: [
      { type: 'setDriverQueue', driverUid: booking.driver!, queue: false },
      notifyCustomer(cancelled, body),
    ],
  };
}

/**
 * The assigned driver cancels in ACCEPTED or ARRIVED with a listed reason, or 'other' with its own
 * words. The booking ends CANCELLED (product.md §4: cancel sets CANCELLED; the rider may book again).
 */
export function cancelByDriver(
  booking: Booking,
  { driverUid, reason, otherReason }: { driverUid: string; reason: DriverCancelReason; otherReason?: string },
): BookingChange {
  assertAssignedDriver(booking, driverUid, 'cancelTrip');
  const words = otherReason?.trim() ?? '';
  if (reason === 'other' && words === '') {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'required_field',
      params: { field: 'otherReason' },
    });
  }
  return closedByDriver(booking, reason === 'other' ? words : reason, 'booking_cancelled');
}

/**
 * The assigned driver reports that the rider did not come: only once ARRIVED and after the
 * operator's wait; the booking ends CANCELLED with 'rider_no_show' and the fee, if any.
 */
export function reportNoShow(
  booking: Booking,
  { driverUid, at, waitMinutes, fee }: { driverUid: string; at: number; waitMinutes: number; fee: number },
): BookingChange {
  assertAssignedDriver(booking, driverUid, 'reportNoShow');
  const opensAt = noShowOpensAt(booking, waitMinutes);
  if (opensAt === undefined) throw statusForbids('reportNoShow', booking.status);
  if (at < opensAt) {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'no_show_too_early', params: { opensAt } });
  }
  return closedByDriver(booking, NO_SHOW_REASON, NO_SHOW_REASON, fee > 0 ? { noShowFee: fee } : {});
}
