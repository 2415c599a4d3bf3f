/**
 * Booking ↔ stored item. Amounts cross as API numbers in the domain and Money units in the table
 * (no float ever reaches a sum), the plain fields as BOOKING_FIELDS declares them; requestedDrivers crosses as a map in the domain and a string set
 * in the table. The earnings stream parses items with the same function.
 */
import {
  BOOKING_MONEY_FIELDS,
  moneyFromUnits,
  offerExpiryOf,
  toAmount,
  toMoney,
  type Booking,
} from '@wayfare/shared';
import type { BookingOffer } from '../../ports/booking-repository';
import { Entity, type EntityItem } from 'electrodb';
import { bookingSchema } from './booking.entity';
import { bookingShard } from './booking-shards';

type BookingEntity = Entity<string, string, string, typeof bookingSchema>;
/** Parses raw items (stream images); it never talks to DynamoDB. */
const parser: BookingEntity = new Entity(bookingSchema);
/** An item as read (hidden index attributes left out) and as written. */
export type BookingItem = EntityItem<BookingEntity>;
type WrittenBookingItem = BookingItem & { driverKey: string; fleetKey: string };

export function toBookingItem(booking: Booking, version: number): WrittenBookingItem {
  const { requestedDrivers, cartData, returnedPayments, fare_lines, ...rest } = booking;
  const item: Record<string, unknown> = {
    ...rest,
    ...(cartData
      ? { cartData: cartData.map(({ amount, ...line }) => ({ ...line, amountMinor: toMoney(amount) })) }
      : {}),
    ...(fare_lines
      ? { fare_lines: fare_lines.map(({ amount, ...line }) => ({ ...line, amountMinor: toMoney(amount) })) }
      : {}),
    ...(returnedPayments
      ? {
          returnedPayments: returnedPayments.map(({ amount, ...payment }) => ({
            ...payment,
            amountMinor: toMoney(amount),
          })),
        }
      : {}),
    version,
    shard: bookingShard(booking.id),
    driverKey: booking.driver ?? '',
    fleetKey: booking.fleetadmin ?? '',
  };
  for (const field of BOOKING_MONEY_FIELDS) {
    delete item[field];
    const amount = booking[field];
    if (amount !== undefined) item[`${field}Minor`] = toMoney(amount);
  }
  const drivers = Object.keys(requestedDrivers ?? {});
  if (drivers.length > 0) item.requestedDrivers = drivers;
  return item as WrittenBookingItem;
}

const amountOf = (units: number) => toAmount(moneyFromUnits(units));

export function toBooking(item: BookingItem): Booking {
  const {
    version: _version,
    shard: _shard,
    requestedDrivers,
    returnedPayments,
    fare_lines,
    cartData,
    ...stored
  } = item;
  const rest: Record<string, unknown> = stored;
  // The stored Money units back as the domain's amounts, each one present only when stored.
  const amounts: Record<string, number> = {};
  for (const field of BOOKING_MONEY_FIELDS) {
    const units = rest[`${field}Minor`];
    delete rest[`${field}Minor`];
    if (typeof units === 'number') amounts[field] = amountOf(units);
  }
  const drivers = requestedDrivers ?? [];
  return {
    ...rest,
    ...amounts,
    ...(returnedPayments && {
      returnedPayments: returnedPayments.map(({ amountMinor, ...payment }) => ({
        ...payment,
        amount: amountOf(amountMinor),
      })),
    }),
    ...(fare_lines && {
      fare_lines: fare_lines.map(({ amountMinor, ...line }) => ({ ...line, amount: amountOf(amountMinor) })),
    }),
    ...(cartData && {
      cartData: cartData.map(({ amountMinor, ...line }) => ({ ...line, amount: amountOf(amountMinor) })),
    }),
    ...(drivers.length > 0 && { requestedDrivers: Object.fromEntries(drivers.map((uid) => [uid, true])) }),
  } as Booking;
}

/** The task item of a booking offered to `driver`. */
export const toOfferItem = (booking: Booking, driver: string) => ({
  driver,
  bookingId: booking.id,
  bookingDate: booking.bookingDate,
  reference: booking.reference,
  customer_name: booking.customer_name,
  pickup: booking.pickup,
  drop: booking.drop,
  carType: booking.carType,
  tripdate: booking.tripdate,
  trip_costMinor: toMoney(booking.trip_cost),
  expiresAt: offerExpiryOf(booking, driver),
});

export const toOffer = ({
  trip_costMinor,
  ...rest
}: Omit<BookingOffer, 'trip_cost'> & { trip_costMinor: number }): BookingOffer => ({
  ...rest,
  trip_cost: toAmount(moneyFromUnits(trip_costMinor)),
});

/** The booking in a raw (unmarshalled) table item, or null when the item is not a booking. */
export function bookingFromRawItem(raw: Record<string, unknown> | undefined): Booking | null {
  if (!raw) return null;
  const { data } = parser.parse({ Item: raw });
  return data ? toBooking(data) : null;
}
