import type { CarType } from '../entities/car-type';
import {
  addMoney,
  maxMoney,
  multiplyMoney,
  percentOfMoney,
  roundMoney,
  subtractMoney,
  toAmount,
  toMoney,
  ZERO_MONEY,
  type Money,
} from '../money/money';

export const KM_PER_MILE = 1.609344;
const SECONDS_PER_HOUR = 3600;

export type ConvenienceFee = { type: 'flat'; amount: Money } | { type: 'percentage'; percent: number };

/** A car type's rates as Money. */
export interface FareRates {
  ratePerUnitDistance: Money;
  ratePerHour: Money;
  baseFare: Money;
  minFare: Money;
  convenienceFee: ConvenienceFee;
}

export const fareRatesOf = (carType: CarType): FareRates => ({
  ratePerUnitDistance: toMoney(carType.rate_per_unit_distance),
  ratePerHour: toMoney(carType.rate_per_hour),
  baseFare: toMoney(carType.base_fare),
  minFare: toMoney(carType.min_fare),
  convenienceFee:
    carType.convenience_fee_type === 'flat'
      ? { type: 'flat', amount: toMoney(carType.convenience_fees) }
      : { type: 'percentage', percent: carType.convenience_fees },
});

export interface FareRequest {
  rates: FareRates;
  /** Route length from the directions call. */
  distanceKm: number;
  durationSeconds: number;
  /** The selected parcel type's and option's amounts (delivery). */
  parcelTypeAmount?: Money;
  optionAmount?: Money;
  /** settings.decimal */
  decimal: number;
  /** settings.convert_to_mile: rate_per_unit_distance is then per mile. */
  convertToMile: boolean;
}

/** One priced part of a fare, as a receipt lists it. */
export const FARE_LINE_KINDS = ['base', 'distance', 'time', 'parcel', 'option', 'minimum'] as const;
export type FareLineKind = (typeof FARE_LINE_KINDS)[number];

export interface FareLine {
  kind: FareLineKind;
  amount: Money;
}

export interface FareQuote {
  /** The fare's parts, rounded to `decimal`; they add up to `fare` exactly. */
  lines: FareLine[];
  /** Billed distance in distanceUnit. */
  distance: number;
  distanceUnit: 'km' | 'mile';
  hours: number;
  /** The fare floored at min_fare. */
  fare: Money;
  convenienceFee: Money;
  /** fare + convenienceFee. */
  grandTotal: Money;
}

/**
 * product.md §9: rate × distance + rate_per_hour × hours + base_fare (when above 0) + parcel type and
 * option amounts, floored at min_fare. The fee is taken on the rounded fare and the grand total is
 * the sum of the rounded parts, so the three shown amounts always add up.
 */
export function calculateFare(request: FareRequest): FareQuote {
  const { rates, distanceKm, durationSeconds, decimal, convertToMile } = request;
  if (!(distanceKm >= 0) || !(durationSeconds >= 0)) {
    throw new RangeError(`Distance and duration must be 0 or more: ${distanceKm} km, ${durationSeconds} s`);
  }
  const distance = convertToMile ? distanceKm / KM_PER_MILE : distanceKm;
  const hours = durationSeconds / SECONDS_PER_HOUR;
  const parts: FareLine[] = [
    { kind: 'base', amount: rates.baseFare > 0 ? rates.baseFare : ZERO_MONEY },
    { kind: 'distance', amount: multiplyMoney(rates.ratePerUnitDistance, distance) },
    { kind: 'time', amount: multiplyMoney(rates.ratePerHour, hours) },
    { kind: 'parcel', amount: request.parcelTypeAmount ?? ZERO_MONEY },
    { kind: 'option', amount: request.optionAmount ?? ZERO_MONEY },
  ];
  const metered = addMoney(...parts.map((part) => part.amount));
  const fare = roundMoney(maxMoney(metered, rates.minFare), decimal);
  const fee = rates.convenienceFee;
  const convenienceFee = roundMoney(
    fee.type === 'flat' ? fee.amount : percentOfMoney(fare, fee.percent),
    decimal,
  );
  return {
    lines: fareLinesOf(parts, { fare, decimal, floored: metered < rates.minFare }),
    distance,
    distanceUnit: convertToMile ? 'mile' : 'km',
    hours,
    fare,
    convenienceFee,
    grandTotal: addMoney(fare, convenienceFee),
  };
}

/**
 * The fare's non-zero parts rounded for display. What rounding each part loses or gains is put on
 * the distance line, and a fare raised to min_fare gets a 'minimum' line for the difference, so
 * the lines always add up to the fare charged.
 */
function fareLinesOf(
  parts: readonly FareLine[],
  { fare, decimal, floored }: { fare: Money; decimal: number; floored: boolean },
): FareLine[] {
  const rounded = parts.map((part) => ({ ...part, amount: roundMoney(part.amount, decimal) }));
  const remainder = subtractMoney(fare, addMoney(...rounded.map((line) => line.amount)));
  const minimum = floored && remainder > ZERO_MONEY;
  const lines = rounded.map((line) =>
    line.kind === 'distance' && !minimum ? { ...line, amount: addMoney(line.amount, remainder) } : line,
  );
  const shown = lines.filter((line) => line.amount !== ZERO_MONEY);
  return minimum ? [...shown, { kind: 'minimum', amount: remainder }] : shown;
}

/** What the rider pays for a quote: its grand total (fare + fee) less the promo's discount. */
export const payableOf = (quote: { grandTotal: Money; discount: Money }): Money =>
  subtractMoney(quote.grandTotal, quote.discount);

export const fareAmounts = (quote: FareQuote) => ({
  totalCost: toAmount(quote.fare),
  convenience_fees: toAmount(quote.convenienceFee),
  grandTotal: toAmount(quote.grandTotal),
});
