/** Bookings as the API returns them: what each caller may see, in the contract's field names. */
import {
  BOOKING_FIELDS,
  INTERNAL_BOOKING_FIELDS,
  type InternalBookingField,
  bookingForViewer,
  withDriverContactWhileUnderWay,
  type Booking,
  type User,
} from '@wayfare/shared';

/**
 * The contract's Booking: the internal fields (BOOKING_FIELDS) and stored structures out,
 * `discount` for discount_amount, offers as a list.
 */
export interface ApiBooking extends Omit<
  Booking,
  | InternalBookingField
  | 'requestedDrivers'
  | 'dispatch'
  | 'paymentPacket'
  | 'promo_details'
  | 'discount_amount'
  | 'assignment'
> {
  discount?: number;
  requestedDrivers?: string[];
  /** The admin's assign-driver offer: admins and fleet admins only, as the offers are. */
  assignment?: Booking['assignment'];
  payment_mode: NonNullable<Booking['payment_mode']>;
}

function withoutInternal<T extends Partial<Record<InternalBookingField, unknown>>>(
  fields: T,
): Omit<T, InternalBookingField> {
  const view = { ...fields };
  for (const field of INTERNAL_BOOKING_FIELDS) delete view[field];
  return view;
}

function toApi(booking: Booking, withOffers: boolean): ApiBooking {
  const {
    requestedDrivers,
    assignment,
    dispatch: _dispatch,
    paymentPacket: _packet,
    promo_details: _promo,
    discount_amount,
    ...rest
  } = withoutInternal(booking);
  return {
    ...rest,
    payment_mode: rest.payment_mode ?? BOOKING_FIELDS.payment_mode.readAs,
    ...(discount_amount === undefined ? {} : { discount: discount_amount }),
    ...(withOffers ? { requestedDrivers: Object.keys(requestedDrivers ?? {}) } : {}),
    ...(withOffers && assignment ? { assignment } : {}),
  };
}

/** A booking for one viewer: a driver gets no otp before pickup; offers only for admin and fleet admin. */
export const bookingFor = (booking: Booking, viewer: Pick<User, 'uid' | 'usertype'>): ApiBooking =>
  toApi(bookingForViewer(booking, viewer), viewer.usertype === 'admin' || viewer.usertype === 'fleetadmin');

/**
 * What subscriptions carry: one payload reaches every party, so it holds what all of them may
 * see — no otp (the rider has it from createBooking and booking()), no offer list, no rating
 * either party gave the other, and the driver's number only while the trip is under way.
 */
export function publicBookingView(booking: Booking): ApiBooking {
  const {
    otp: _otp,
    ratingComment: _riderWords,
    riderRating: _riderStars,
    riderRatingComment: _driverWords,
    ...rest
  } = toApi(withDriverContactWhileUnderWay(booking), false);
  return rest;
}
