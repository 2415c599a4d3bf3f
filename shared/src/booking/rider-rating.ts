import type { Booking } from '../entities/booking';
import type { User } from '../entities/user';
import { DomainError } from '../errors/domain-error';
import { averageRating, isValidRating } from '../users/ratings';
import type { BookingStatus } from './booking-status';
import { notPermitted } from '../errors/refusals';
import { invalidRating, statusForbids } from './booking.errors';

/** The longest comment a rating may carry, either way (docs/trips.md). */
export const MAX_RATING_COMMENT = 500;

/** A trip is over for its driver once it is paid: the driver may rate its rider from then on. */
export const RIDER_RATEABLE: readonly BookingStatus[] = ['PAID', 'COMPLETE'];

/** What the rating adds to the rider's pre-aggregated sum and count, in the rating's own write. */
export interface RiderRatingAdded {
  riderUid: string;
  rate: number;
}

/**
 * The assigned driver rates the trip's rider, once, after the trip is paid (docs/trips.md). Not a
 * transition: the booking keeps its status and records the stars and comment; the caller adds
 * `added` to the rider's aggregate in the same conditional write, so a second rating fails whole.
 */
export function rateRider(
  booking: Booking,
  { driverUid, rating, comment }: { driverUid: string; rating: number; comment?: string },
): { booking: Booking; added: RiderRatingAdded } {
  if (booking.driver !== driverUid) throw notPermitted('rateRider');
  if (!RIDER_RATEABLE.includes(booking.status)) throw statusForbids('rateRider', booking.status);
  if (booking.riderRating !== undefined) {
    throw new DomainError({
      code: 'CONFLICT',
      messageKey: 'already_rated',
      params: { bookingId: booking.id },
    });
  }
  if (!isValidRating(rating)) throw invalidRating(rating);
  const words = comment?.trim();
  return {
    booking: { ...booking, riderRating: rating, ...(words ? { riderRatingComment: words } : {}) },
    added: { riderUid: booking.customer, rate: rating },
  };
}

/** A rider's average from drivers, one decimal (as product.md §3's userrating); undefined before any. */
export const riderAverage = (user: Pick<User, 'riderRatingTotal' | 'riderRatingCount'>): number | undefined =>
  averageRating(user.riderRatingTotal, user.riderRatingCount);

/** The rider's standing copied onto a new booking, for the drivers it is offered to. */
export function customerRatingOf(
  rider: Pick<User, 'riderRatingTotal' | 'riderRatingCount'>,
): Pick<Booking, 'customerRating' | 'customerRatingCount'> {
  const average = riderAverage(rider);
  return average === undefined
    ? {}
    : { customerRating: average, customerRatingCount: rider.riderRatingCount };
}
