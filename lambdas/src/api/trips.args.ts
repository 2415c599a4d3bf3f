/** Argument schemas of the trip operations (parse-args.ts turns failures into keys). */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  DRIVER_CANCEL_REASONS,
  MAX_OTHER_REASON,
  MAX_RATING_COMMENT,
  MAX_TRIP_STOPS,
} from '@wayfare/shared';
import { decimal, id, int, lat, line as text, lng, optional, pageArgs, place, prose } from './arg-rules';

const { limit, nextToken } = pageArgs;

/** A shop order: at most this many lines, each of at most this many of one product (docs/trips.md). */
export const MAX_CART_LINES = 50;
export const MAX_CART_QUANTITY = 99;

export const estimateArgs = z.object({
  input: z.object({
    pickup: place,
    drop: place,
    stops: z.array(place).max(MAX_TRIP_STOPS, 'too_many_stops').nullish(),
    carType: id,
    parcelType: z.number().int().nullish(),
    option: z.number().int().nullish(),
    promo: text(40).nullish(),
  }),
});

export const createBookingArgs = z.object({
  input: z.object({
    quoteId: id,
    payment_mode: z.enum(['cash', 'wallet', 'card']),
    tripdate: z.number().int().min(0, 'number_out_of_range').nullish(),
    cart: z
      .array(
        z.object({
          productId: id,
          quantity: z
            .number()
            .int('number_out_of_range')
            .min(1, 'number_out_of_range')
            .max(MAX_CART_QUANTITY, 'number_out_of_range'),
        }),
      )
      .max(MAX_CART_LINES, 'invalid_input')
      .nullish(),
  }),
});

export const noArgs = z.object({});
export const bookingIdArgs = z.object({ bookingId: id });
export const quoteDropChangeArgs = z.object({ bookingId: id, drop: place });
export const quoteIdArgs = z.object({ quoteId: id });
export const idArgs = z.object({ id });
/** A position is both coordinates or none. */
export const sosArgs = z
  .object({ bookingId: id, lat: lat.nullish(), lng: lng.nullish() })
  .refine((input) => (input.lat == null) === (input.lng == null), { message: 'invalid_input' });
export const pageOnlyArgs = z.object({ limit, nextToken });
/** A booking date as the keys hold it: epoch ms of at most 13 digits. */
const bookingDate = optional(int(0, 9_999_999_999_999));
export const bookingsArgs = z
  .object({
    status: z.enum(BOOKING_STATUSES).nullish(),
    active: z.boolean().nullish(),
    limit,
    nextToken,
    from: bookingDate,
    to: bookingDate,
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: 'invalid_input',
    path: ['to'],
  });
/** The back office's booking search (booking-search.ts): text, combined filters, a sort. */
export const searchBookingsArgs = z
  .object({
    search: optional(text(80)),
    status: z.enum(BOOKING_STATUSES).nullish(),
    paymentMode: z.enum(['cash', 'wallet', 'card']).nullish(),
    driver: optional(id),
    from: bookingDate,
    to: bookingDate,
    sortBy: z.enum(['date', 'status', 'amount']).nullish(),
    descending: z.boolean().nullish(),
    limit,
    nextToken,
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: 'invalid_input',
    path: ['to'],
  });
export const pagedBookingArgs = z.object({ bookingId: id, limit, nextToken });
export const cancelArgs = z.object({ bookingId: id, reason: text(200).min(1, 'required_field') });
export const assignArgs = z.object({ bookingId: id, driverUid: id });
export const tripStatusArgs = z.object({
  bookingId: id,
  status: z.enum(BOOKING_STATUSES),
  otp: z.string().max(10, 'text_too_long').regex(/^\d*$/, 'otp validate error').nullish(),
});
export const rateArgs = z.object({
  bookingId: id,
  rating: z.number().int('invalid_rating').min(1, 'invalid_rating').max(5, 'invalid_rating'),
  comment: prose(MAX_RATING_COMMENT).nullish(),
});
export const driverCancelArgs = z.object({
  bookingId: id,
  reason: z.enum(DRIVER_CANCEL_REASONS, 'invalid_input'),
  otherReason: text(MAX_OTHER_REASON).nullish(),
});
export const activeArgs = z.object({ active: z.boolean() });
export const locationArgs = z.object({
  lat,
  lng,
  /** The phone's course, degrees from north; absent when it has none. */
  heading: optional(decimal(0, 360)),
});
export const chatArgs = z.object({ bookingId: id, message: text(1000).min(1, 'required_field') });
export const searchArgs = z.object({
  text: text(200).min(1, 'required_field'),
  /** Where to search around: GraphQL requires its address, which may be blank here. */
  near: place.extend({ add: text(300) }).nullish(),
});
export const addressArgs = z.object({ lat, lng });
const savedPlaceKind = z.enum(['HOME', 'WORK'], 'invalid_input');
export const savedPlacesArgs = z.object({ limit, nextToken });
export const savePlaceArgs = z.object({ input: place.extend({ kind: savedPlaceKind }) });
export const savedPlaceKindArgs = z.object({ kind: savedPlaceKind });
export const boxArgs = z.object({
  south: lat.nullish(),
  north: lat.nullish(),
  west: lng.nullish(),
  east: lng.nullish(),
  limit,
});
export const driverArgs = z.object({ driver: id });
export const feedArgs = z.object({ id });
export const bookingFeedArgs = z.object({ bookingId: id });
/** A shared link's token: `<bookingId>.<secret>`; its shape is checked by trips/trip-sharing.ts. */
export const shareTokenArgs = z.object({ token: text(200).min(1, 'required_field') });

export const tripImageArgs = z.object({
  bookingId: id,
  which: z.string().pipe(z.enum(['pickup_image', 'deliver_image'], 'invalid_input')),
  key: text(512).min(1, 'required_field'),
});
