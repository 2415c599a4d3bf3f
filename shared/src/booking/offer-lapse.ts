/**
 * When a driver's offer lapses (docs/trips.md, Offer lapse). An offer stands alone for
 * OFFER_TIMEOUT_MS: a dispatch round's offers until that round's next step (`dispatch.nextAt`, set
 * when the round offered them), an admin's assignment until its `expiresAt`. After it the driver no
 * longer sees the offer and its accept is refused; the booking goes on with its next round.
 */
import type { Booking } from '../entities/booking';

/**
 * The lapse time of `driver`'s offer, read from the booking as written with the offer: the
 * assignment's expiry for the assigned driver, else the end of the dispatch round that made it.
 * Undefined when the booking carries neither (an offer made outside dispatch and assignment).
 */
export function offerExpiryOf(
  booking: Pick<Booking, 'assignment' | 'dispatch'>,
  driver: string,
): number | undefined {
  if (booking.assignment?.driver === driver) return booking.assignment.expiresAt;
  return booking.dispatch && booking.dispatch.round > 0 ? booking.dispatch.nextAt : undefined;
}

/** Whether an offer lapsing at `expiresAt` has lapsed at `now`; one without a lapse time stands. */
export const isOfferLapsed = (expiresAt: number | undefined, now: number): boolean =>
  expiresAt !== undefined && now >= expiresAt;
