/**
 * The rider changes the drop during the trip (docs/trips.md, Changing the drop): a quote priced
 * by the server from where the trip is, stored, and accepted by id in one conditional write.
 */
import {
  assertDropChangeable,
  assertNewDrop,
  calculateFare,
  DomainError,
  DROP_QUOTE_TTL_MS,
  fareRatesOf,
  maxMoney,
  subtractMoney,
  toAmount,
  toMoney,
  tripSoFar,
  withNewDrop,
  ZERO_MONEY,
  type Booking,
  type CarType,
  type Money,
  type Place,
  type User,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { carTypeNamed } from '../accounts/known-car-type';
import type { StoredQuote } from '../ports/fare-quote-store';
import { bookingFor, type ApiBooking } from './booking-view';
import { commitChange, type BookingChangeDeps } from './commit-change';
import { requireSettings } from '../settings/require-settings';
import { allTracking, requireBooking } from './trip-steps';
import type { TripsDeps } from './trips-deps';

/** What pricing a new drop uses: the trip so far, the car type's rates and a route. */
export type DropQuoteDeps = Pick<
  TripsDeps,
  'users' | 'bookings' | 'settings' | 'carTypes' | 'tracking' | 'places' | 'quotes' | 'now' | 'newId'
>;
/** What taking a drop-change quote uses: the quote, then the booking's change. */
export type DropChangeDeps = Pick<TripsDeps, keyof BookingChangeDeps | 'quotes'>;

/** The API's DropChangeQuote. */
export interface ApiDropChangeQuote {
  quoteId: string;
  bookingId: string;
  drop: Place;
  distance: number;
  distanceUnit: string;
  durationSecs: number;
  grandTotal: number;
  payableAmount: number;
  /** The new payable amount less the booking's current one (negative: cheaper). */
  difference: number;
  currency: string;
  expiresAt: number;
}

const quoteExpired = () => new DomainError({ code: 'CONFLICT', messageKey: 'quote_expired' });
const quoteStale = () => new DomainError({ code: 'CONFLICT', messageKey: 'drop_quote_stale' });

/** The booking's rider, and only it, while the drop may change. */
async function riderTrip(deps: Pick<TripsDeps, 'bookings'>, rider: User, bookingId: string) {
  const current = await requireBooking(deps, bookingId);
  if (current.booking.customer !== rider.uid) throw notPermitted();
  assertDropChangeable(current.booking);
  return current;
}

async function carTypeOf(deps: Pick<TripsDeps, 'carTypes'>, booking: Booking): Promise<CarType> {
  const carType = await carTypeNamed(deps.carTypes, booking.carType);
  if (!carType)
    throw new DomainError({ code: 'VALIDATION', messageKey: 'no_cars', params: { field: 'carType' } });
  return carType;
}

const amountNamed = (list: CarType['parcelTypes'], name: string | undefined): Money | undefined => {
  const found = name === undefined ? undefined : list?.find((item) => item.name === name);
  return found ? toMoney(found.amount) : undefined;
};

/** What the rider pays of a grand total: the booking's discount stays as booked, never below 0. */
const payableAfterDiscount = (grandTotal: Money, booking: Booking): Money =>
  maxMoney(subtractMoney(grandTotal, toMoney(booking.discount_amount ?? 0)), ZERO_MONEY);

const toApiDropQuote = (quote: StoredQuote, booking: Booking): ApiDropChangeQuote => {
  const payable = payableAfterDiscount(quote.grandTotal, booking);
  return {
    quoteId: quote.quoteId,
    bookingId: booking.id,
    drop: quote.drop,
    distance: quote.distance,
    distanceUnit: quote.distanceUnit,
    durationSecs: quote.durationSecs,
    grandTotal: toAmount(quote.grandTotal),
    payableAmount: toAmount(payable),
    difference: toAmount(subtractMoney(payable, toMoney(booking.payableAmount ?? booking.trip_cost))),
    currency: quote.currency,
    expiresAt: quote.expiresAt,
  };
};

/**
 * Rider (own trip, ACCEPTED, ARRIVED or STARTED): the price of the trip with a new drop. The route
 * runs from where the trip is through the stops still ahead to the new drop; what was already
 * driven is added, and the car type's rates price the whole as a quote does.
 */
export async function quoteDropChange(
  deps: DropQuoteDeps,
  caller: Caller | null,
  { bookingId, drop }: { bookingId: string; drop: Place },
): Promise<ApiDropChangeQuote> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  const current = await riderTrip(deps, rider, bookingId);
  const { booking } = current;
  assertNewDrop(booking, drop);
  const [settings, carType, entries] = await Promise.all([
    requireSettings(deps),
    carTypeOf(deps, booking),
    allTracking(deps, bookingId),
  ]);
  const now = deps.now();
  const soFar = tripSoFar(booking, entries, now);
  const rest = await deps.places.route(
    soFar.from,
    drop,
    soFar.stopsAhead.length ? soFar.stopsAhead : undefined,
  );
  const durationSecs = soFar.drivenSecs + rest.durationSecs;
  const fare = calculateFare({
    rates: fareRatesOf(carType),
    distanceKm: soFar.drivenKm + rest.distanceKm,
    durationSeconds: durationSecs,
    parcelTypeAmount: amountNamed(carType.parcelTypes, booking.parcelType),
    optionAmount: amountNamed(carType.options, booking.option),
    decimal: settings.decimal,
    convertToMile: settings.convert_to_mile,
  });
  const quote: StoredQuote = {
    quoteId: deps.newId(),
    rider: rider.uid,
    carType: carType.id,
    carTypeName: carType.name,
    pickup: booking.pickup,
    drop,
    distance: Math.round(fare.distance * 100) / 100,
    distanceUnit: fare.distanceUnit,
    durationSecs: Math.round(durationSecs),
    fare: fare.fare,
    fareLines: fare.lines,
    convenienceFee: fare.convenienceFee,
    discount: toMoney(booking.discount_amount ?? 0),
    grandTotal: fare.grandTotal,
    currency: settings.code,
    dropChange: { bookingId, bookingVersion: current.version },
    expiresAt: now + DROP_QUOTE_TTL_MS,
  };
  await deps.quotes.put(quote);
  return toApiDropQuote(quote, booking);
}

/**
 * Rider: takes a drop-change quote. The booking's drop and price change in one write conditional
 * on the version that was priced, so a quote priced before another change (a step, another new
 * drop) is stale; a wallet trip's hold follows in the same write (INSUFFICIENT_FUNDS otherwise).
 */
export async function acceptDropChange(
  deps: DropChangeDeps,
  caller: Caller | null,
  { quoteId }: { quoteId: string },
): Promise<ApiBooking> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  const quote = await deps.quotes.get(quoteId);
  if (!quote?.dropChange) throw quoteExpired();
  if (quote.rider !== rider.uid) throw notPermitted();
  if (quote.expiresAt <= deps.now()) throw quoteExpired();
  const current = await riderTrip(deps, rider, quote.dropChange.bookingId);
  if (current.version !== quote.dropChange.bookingVersion) throw quoteStale();
  const change = withNewDrop(current.booking, {
    drop: quote.drop,
    tripCost: toAmount(quote.grandTotal),
    fareLines: quote.fareLines.map(({ kind, amount }) => ({ kind, amount: toAmount(amount) })),
    payableAmount: toAmount(payableAfterDiscount(quote.grandTotal, current.booking)),
    distance: quote.distance,
    durationSecs: quote.durationSecs,
    at: deps.now(),
  });
  const saved = await commitChange(deps, current, change);
  return bookingFor(saved.booking, rider);
}
