import { DomainError } from '../errors/domain-error';
import type { BookingStatus } from './booking-status';

/** The booking's status does not allow this action (a transition, assign, pay now …). */
export const statusForbids = (action: string, status: BookingStatus): DomainError =>
  new DomainError({
    code: 'CONFLICT',
    messageKey: 'invalid_transition',
    params: { action, status },
  });

/** Accept or decline by a driver the booking is not (or no longer) offered to. */
export const bookingUnavailable = (bookingId: string): DomainError =>
  new DomainError({ code: 'CONFLICT', messageKey: 'booking_unavailable', params: { bookingId } });

/** Accept of an offer whose time ran out (shared offer-lapse.ts); the booking went on without it. */
export const offerLapsed = (bookingId: string): DomainError =>
  new DomainError({ code: 'CONFLICT', messageKey: 'offer_lapsed', params: { bookingId } });

export const carTypeMismatch = (bookingCarType: string, driverCarType: string | undefined): DomainError =>
  new DomainError({
    code: 'VALIDATION',
    messageKey: 'car_type_mismatch',
    params: { bookingCarType, driverCarType },
  });

/** No ride code typed: the spec's 'otp validate error'; a code that is not the rider's: 'wrong_ride_code'. */
export const invalidRideOtp = (typed: string | undefined | null): DomainError =>
  new DomainError({
    code: 'VALIDATION',
    messageKey: typed ? 'wrong_ride_code' : 'otp validate error',
    params: { field: 'otp' },
  });

export const invalidRating = (rating: number): DomainError =>
  new DomainError({ code: 'VALIDATION', messageKey: 'invalid_rating', params: { rating } });
