import type { UserType } from '../entities/user';

/** product.md §4 booking statuses, in trip order. A booking is created PAYMENT_PENDING. */
export const BOOKING_STATUSES = [
  'PAYMENT_PENDING',
  'NEW',
  'ACCEPTED',
  'ARRIVED',
  'STARTED',
  'REACHED',
  'PENDING',
  'PAID',
  'COMPLETE',
  'CANCELLED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Active bookings are all except COMPLETE and CANCELLED. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(
  (status) => status !== 'COMPLETE' && status !== 'CANCELLED',
);

/** Bookings not yet settled: booked, on the way, or waiting for payment (PAID awaits only a rating). */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ACTIVE_BOOKING_STATUSES.filter(
  (status) => status !== 'PAID',
);

/**
 * How many open bookings a rider may hold at once (docs/security.md, "Open bookings"): a ride now,
 * rides later and shop orders fit; a script holding drivers' offers does not.
 */
export const MAX_OPEN_BOOKINGS = 5;

export const isActiveBooking = (status: BookingStatus): boolean => ACTIVE_BOOKING_STATUSES.includes(status);

/** Who fires a transition: a signed-in role, or the backend itself (payment callbacks, timeouts). */
export type BookingActor = UserType | 'system';

/**
 * Every allowed transition and who may fire it. Statuses missing from a row cannot be reached
 * from that status; COMPLETE and CANCELLED are final. Where product.md §4 is silent the choices are
 * explained in docs/domain.md.
 */
export const ALLOWED_TRANSITIONS: Readonly<
  Record<BookingStatus, Readonly<Partial<Record<BookingStatus, readonly BookingActor[]>>>>
> = {
  // Paid up front (card) or confirmed for cash/wallet by the backend; the rider may abandon it.
  PAYMENT_PENDING: { NEW: ['system'], CANCELLED: ['rider', 'admin', 'system'] },
  // A requested driver accepts; the sole requested driver declining cancels it (cancelTask).
  NEW: { ACCEPTED: ['driver'], CANCELLED: ['rider', 'admin', 'driver', 'system'] },
  // The assigned driver may give the trip up (driver-cancel.ts) until the rider is in the car.
  ACCEPTED: { ARRIVED: ['driver'], CANCELLED: ['rider', 'admin', 'driver'] },
  // The back office no longer offers cancel once the driver is at the pickup; the rider may, and
  // the driver may cancel or report a no-show.
  ARRIVED: { STARTED: ['driver'], CANCELLED: ['rider', 'driver'] },
  STARTED: { REACHED: ['driver'] },
  // Card trips wait for the rider's payment; cash, wallet and prepaid trips are settled at once.
  REACHED: { PENDING: ['driver'], PAID: ['driver'] },
  // The rider pays from the wallet, or the verified card callback settles it.
  PENDING: { PAID: ['rider', 'system'] },
  // The rider rates the trip; the backend completes unrated trips after a while.
  PAID: { COMPLETE: ['rider', 'system'] },
  COMPLETE: {},
  CANCELLED: {},
};

export const canTransition = (from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean =>
  ALLOWED_TRANSITIONS[from][to]?.includes(actor) ?? false;
