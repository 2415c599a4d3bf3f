/**
 * Booking ↔ stored item. Amounts cross as API numbers in the domain and Money units in the table
 * (no float ever reaches a sum); requestedDrivers crosses as a map in the domain and a string set
 * in the table. The earnings stream parses items with the same function.
 */
import { moneyFromUnits, offerExpiryOf, toAmount, toMoney, type Booking } from '@wayfare/shared';
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

const MONEY_FIELDS = [
  'trip_cost',
  'driver_share',
  'discount_amount',
  'convenience_fees',
  'customer_paid',
  'cardPaymentAmount',
  'cashPaymentAmount',
  'usedWalletMoney',
  'payableAmount',
  'cart_total',
  'walletHold',
  'noShowFee',
  'tip',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

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
  for (const field of MONEY_FIELDS) {
    delete item[field];
    const amount = booking[field];
    if (amount !== undefined) item[`${field}Minor`] = toMoney(amount);
  }
  const drivers = Object.keys(requestedDrivers ?? {});
  if (drivers.length > 0) item.requestedDrivers = drivers;
  return item as WrittenBookingItem;
}

const amountOf = (units: number) => toAmount(moneyFromUnits(units));

/** The stored Money units back as the domain's amounts, each one present only when stored. */
function amountsOf(item: BookingItem): Partial<Pick<Booking, MoneyField>> {
  const amounts: Partial<Pick<Booking, MoneyField>> = {};
  for (const field of MONEY_FIELDS) {
    const units = item[`${field}Minor`];
    if (units !== undefined) amounts[field] = amountOf(units);
  }
  return amounts;
}

export function toBooking(item: BookingItem): Booking {
  const {
    version: _version,
    shard: _shard,
    trip_costMinor,
    driver_shareMinor: _driverShare,
    discount_amountMinor: _discount,
    convenience_feesMinor: _fees,
    customer_paidMinor: _paid,
    cardPaymentAmountMinor: _card,
    cashPaymentAmountMinor: _cash,
    usedWalletMoneyMinor: _wallet,
    payableAmountMinor: _payable,
    cart_totalMinor: _cartTotal,
    walletHoldMinor: _hold,
    noShowFeeMinor: _noShowFee,
    tipMinor: _tip,
    requestedDrivers,
    returnedPayments,
    fare_lines,
    cartData,
    ...rest
  } = item;
  const drivers = requestedDrivers ?? [];
  return {
    ...rest,
    ...amountsOf(item),
    trip_cost: amountOf(trip_costMinor),
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
  };
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
