/**
 * The admin's assign-driver offer (product.md §4) as the booking shows it. The offer waits for the
 * driver's answer as long as a dispatch offer does; while it waits, a second assignment is refused
 * ('driver_offer_pending'), so two drivers are not sent one trip by hand.
 */
import type { BookingAssignment } from '../entities/booking';
import type { BookingStatus } from './booking-status';
import { OFFER_TIMEOUT_MS } from '../dispatch/dispatch-plan';

export type AssignmentState = 'waiting' | 'accepted' | 'declined' | 'expired' | 'closed';

/** What the offer's state is read from: the booking's status, driver and current offers. */
export interface AssignedBooking {
  status: BookingStatus;
  driver?: string | null;
  assignment?: BookingAssignment | null;
  /** Whether the driver still has the offer (declining removes it). */
  isOffered: (driverUid: string) => boolean;
}

export const assignmentExpiry = (at: number): number => at + OFFER_TIMEOUT_MS;

/**
 * accepted: the assigned driver took the trip; declined: it turned the offer down; expired: no
 * answer in time; closed: the booking went on without it (another driver, a cancel); waiting:
 * the driver can still accept.
 */
export function assignmentState(booking: AssignedBooking, now: number): AssignmentState | undefined {
  const { assignment } = booking;
  if (!assignment) return undefined;
  if (booking.driver === assignment.driver) return 'accepted';
  if (booking.status !== 'NEW') return 'closed';
  if (!booking.isOffered(assignment.driver)) return 'declined';
  return now < assignment.expiresAt ? 'waiting' : 'expired';
}
