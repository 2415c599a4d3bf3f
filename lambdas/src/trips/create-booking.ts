/** createBooking: a rider books a stored quote, now or for later. */
import {
  DomainError,
  firstDispatch,
  generateBookingReference,
  MIN_BOOK_LATER_MS,
  toAmount,
  toMoney,
  type Booking,
  type PaymentMode,
  type User,
} from '@wayfare/shared';
import { BookingReferenceTakenError, type VersionedBooking } from '../ports/booking-repository';
import { bookingFor, type ApiBooking } from './booking-view';
import { dispatchDue } from './dispatch';
import { payableOf } from './quotes';
import type { TripsDeps } from './trips-deps';

export interface CreateBookingInput {
  quoteId: string;
  payment_mode: PaymentMode;
  tripdate?: number | null;
}

/** Reference draws before a collision is treated as a fault (26^6 references). */
const REFERENCE_ATTEMPTS = 5;
const RIDE_OTP_DIGITS = 6;

const rideOtp = (deps: TripsDeps): string =>
  Array.from({ length: RIDE_OTP_DIGITS }, () => String(deps.randomInt(10))).join('');

function tripdateOf(deps: TripsDeps, tripdate: number | null | undefined): number {
  const now = deps.now();
  if (tripdate === undefined || tripdate === null) return now;
  if (tripdate < now + MIN_BOOK_LATER_MS) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'tripdate_too_soon',
      params: { field: 'tripdate' },
    });
  }
  return tripdate;
}

async function createWithUniqueReference(deps: TripsDeps, draft: Omit<Booking, 'reference'>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.bookings.create({ ...draft, reference: generateBookingReference(deps.randomInt) });
    } catch (error) {
      if (!(error instanceof BookingReferenceTakenError) || attempt === REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * The quote fixes every amount; the rider's details come from its profile, never the client. A
 * ride now is offered at once; a ride later is offered deps.scheduledLeadMs before its tripdate by
 * the scheduled sweep. The quote is taken (one booking per quote) only after every check passed;
 * a promo redemption that fails (limit reached meanwhile) refuses the booking.
 */
export async function createBooking(
  deps: TripsDeps,
  rider: User,
  input: CreateBookingInput,
): Promise<ApiBooking> {
  const tripdate = tripdateOf(deps, input.tripdate);
  const stored = await deps.quotes.get(input.quoteId);
  if (!stored || stored.rider !== rider.uid || stored.expiresAt <= deps.now()) {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'quote_expired' });
  }
  const payable = payableOf(stored);
  if (input.payment_mode === 'wallet' && toMoney(rider.walletBalance) < payable) {
    throw new DomainError({ code: 'INSUFFICIENT_FUNDS', messageKey: 'insufficient_balance' });
  }
  const quote = await deps.quotes.take(input.quoteId, rider.uid, deps.now());
  const now = deps.now();
  const bookingId = deps.newId();
  // The promo's usage limit is held here, atomically; past it the booking is refused, not repriced.
  if (quote.promo) {
    await deps.promos.redeem({
      promoId: quote.promo.promoId,
      uid: rider.uid,
      reference: bookingId,
      at: new Date(now),
    });
  }
  const ridesNow = input.tripdate === undefined || input.tripdate === null;
  const draft: Omit<Booking, 'reference'> = {
    id: bookingId,
    customer: rider.uid,
    customer_name: `${rider.firstName} ${rider.lastName}`.trim(),
    ...(rider.email ? { customer_email: rider.email } : {}),
    ...(rider.mobile ? { customer_contact: rider.mobile } : {}),
    ...(rider.pushToken ? { customer_token: rider.pushToken } : {}),
    ...(rider.profile_image ? { customer_image: rider.profile_image } : {}),
    pickup: quote.pickup,
    drop: quote.drop,
    pickupAddress: quote.pickup.add,
    status: 'NEW',
    tripdate,
    bookingDate: now,
    carType: quote.carTypeName,
    trip_cost: toAmount(quote.grandTotal),
    convenience_fees: toAmount(quote.convenienceFee),
    discount_amount: toAmount(quote.discount),
    payableAmount: toAmount(payable),
    payment_mode: input.payment_mode,
    distance: quote.distance,
    durationSecs: quote.durationSecs,
    otp: rideOtp(deps),
    dispatch: firstDispatch(ridesNow ? now : tripdate - deps.scheduledLeadMs),
    ...(quote.promo
      ? {
          promo_applied: true,
          promo_details: {
            promo_name: quote.promo.promo_name,
            promo_discount_type: quote.promo.promo_discount_type,
            promo_discount_value: quote.promo.promo_discount_value,
          },
        }
      : {}),
  };
  let created: VersionedBooking = await createWithUniqueReference(deps, draft);
  if (ridesNow) created = await dispatchDue(deps, created);
  return bookingFor(created.booking, rider);
}
