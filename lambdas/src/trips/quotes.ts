/** estimateFare: the server's price of a trip, stored so that createBooking charges exactly it. */
import {
  addMoney,
  calculateFare,
  chooseExtras,
  DomainError,
  fareRatesOf,
  isDomainError,
  promoDiscount,
  promoRefusalOf,
  toAmount,
  unwrapValidation,
  ZERO_MONEY,
  type Money,
  type Place,
  type PromoRefusal,
  type User,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import type { Caller } from '../access/caller';
import { requireSettings } from '../settings/require-settings';
import type { StoredPromo } from '../ports/promo-repository';
import type { StoredQuote } from '../ports/fare-quote-store';
import type { TripsDeps } from './trips-deps';

/** What pricing a trip uses: the settings, the car type's rates, a route and the promo. */
export type QuoteDeps = Pick<
  TripsDeps,
  'users' | 'settings' | 'carTypes' | 'places' | 'promos' | 'quotes' | 'now' | 'newId'
>;

/** Quotes stay bookable this long (the contract asks for at least 10 minutes). */
export const QUOTE_TTL_MS = 15 * 60_000;

export interface EstimateInput {
  pickup: Place;
  drop: Place;
  /** Up to MAX_TRIP_STOPS places between pickup and drop, driven in this order. */
  stops?: Place[] | null;
  carType: string;
  /** Delivery: indexes into the car type's parcelTypes and options. */
  parcelType?: number | null;
  option?: number | null;
  promo?: string | null;
}

/** The API's FareQuote. */
export interface ApiFareQuote {
  quoteId: string;
  carType: string;
  pickup: Place;
  drop: Place;
  stops?: Place[];
  distance: number;
  distanceUnit: string;
  durationSecs: number;
  polyline?: string;
  fare: number;
  convenience_fees: number;
  discount: number;
  grandTotal: number;
  currency: string;
  promoError?: string;
  expiresAt: number;
}

const noCars = () =>
  new DomainError({ code: 'VALIDATION', messageKey: 'no_cars', params: { field: 'carType' } });

/** A promo by id, else by name (names are what riders type). */
async function findPromo(deps: Pick<TripsDeps, 'promos'>, nameOrId: string): Promise<StoredPromo | null> {
  const byId = await deps.promos.get(nameOrId).catch(() => null);
  return byId ?? deps.promos.findByName(nameOrId);
}

/** The discount of a named promo on this order, or why it does not apply (never silently dropped). */
async function applyPromo(
  deps: Pick<TripsDeps, 'promos' | 'now'>,
  { name, order, rider, decimal }: { name: string; order: Money; rider: User; decimal: number },
): Promise<{ discount: Money; promo?: StoredPromo; promoError?: string }> {
  const promo = await findPromo(deps, name);
  const refused = (promoError: PromoRefusal) => ({ discount: ZERO_MONEY, promoError });
  if (!promo) return refused('promo_unknown');
  if (promo.usedCount >= promo.promo_usage_limit) return refused('promo_used_up');
  const redeemed = await deps.promos.hasRedeemed(promo.id, rider.uid);
  try {
    const discount = promoDiscount(
      { ...promo, user_avail: redeemed ? [rider.uid] : [] },
      { order, userUid: rider.uid, at: deps.now(), decimal },
    );
    return { discount, promo };
  } catch (error) {
    if (isDomainError(error)) return refused(promoRefusalOf(error.params?.reason));
    throw error;
  }
}

export const toApiQuote = (quote: StoredQuote, promoError?: string): ApiFareQuote => ({
  quoteId: quote.quoteId,
  carType: quote.carType,
  pickup: quote.pickup,
  drop: quote.drop,
  ...(quote.stops ? { stops: quote.stops } : {}),
  distance: quote.distance,
  distanceUnit: quote.distanceUnit,
  durationSecs: quote.durationSecs,
  ...(quote.polyline ? { polyline: quote.polyline } : {}),
  fare: toAmount(quote.fare),
  convenience_fees: toAmount(quote.convenienceFee),
  discount: toAmount(quote.discount),
  grandTotal: toAmount(quote.grandTotal),
  currency: quote.currency,
  ...(promoError ? { promoError } : {}),
  expiresAt: quote.expiresAt,
});

/**
 * product.md §9 fare on the route's distance and time; grandTotal = fare + fee, the discount shown beside it.
 */
export async function estimateFare(
  deps: QuoteDeps,
  caller: Caller | null,
  input: EstimateInput,
): Promise<ApiFareQuote> {
  const actor = await requireActor(deps.users, caller, ['rider', 'admin']);
  const [settings, carType] = await Promise.all([requireSettings(deps), deps.carTypes.get(input.carType)]);
  if (!carType) throw noCars();
  const extras = unwrapValidation(chooseExtras(carType, input));
  const stops = input.stops?.length ? input.stops : undefined;
  // One route through every stop: the fare is priced on the whole trip's distance and time.
  const route = await deps.places.route(input.pickup, input.drop, stops);
  const fare = calculateFare({
    rates: fareRatesOf(carType),
    distanceKm: route.distanceKm,
    durationSeconds: route.durationSecs,
    parcelTypeAmount: extras.parcelType?.amount,
    optionAmount: extras.option?.amount,
    decimal: settings.decimal,
    convertToMile: settings.convert_to_mile,
  });
  const promo = input.promo
    ? await applyPromo(deps, {
        name: input.promo,
        order: fare.grandTotal,
        rider: actor,
        decimal: settings.decimal,
      })
    : { discount: ZERO_MONEY };
  const quote: StoredQuote = {
    quoteId: deps.newId(),
    rider: actor.uid,
    carType: carType.id,
    carTypeName: carType.name,
    pickup: input.pickup,
    drop: input.drop,
    ...(stops ? { stops } : {}),
    distance: Math.round(fare.distance * 100) / 100,
    distanceUnit: fare.distanceUnit,
    durationSecs: Math.round(route.durationSecs),
    ...(route.polyline ? { polyline: route.polyline } : {}),
    ...(extras.parcelType ? { parcelType: extras.parcelType.name } : {}),
    ...(extras.option ? { option: extras.option.name } : {}),
    fare: fare.fare,
    fareLines: fare.lines,
    convenienceFee: fare.convenienceFee,
    discount: promo.discount,
    grandTotal: addMoney(fare.fare, fare.convenienceFee),
    currency: settings.code,
    ...(promo.promo
      ? {
          promo: {
            promoId: promo.promo.id,
            promo_name: promo.promo.promo_name,
            promo_discount_type: promo.promo.promo_discount_type,
            promo_discount_value: promo.promo.promo_discount_value,
          },
        }
      : {}),
    expiresAt: deps.now() + QUOTE_TTL_MS,
  };
  await deps.quotes.put(quote);
  return toApiQuote(quote, promo.promoError);
}
