/**
 * Providers count money in the currency's minor units (cents); Wayfare in 1/10^4 (shared Money).
 * Conversions are exact integer steps; an amount finer than the currency's minor unit is refused
 * rather than silently rounded, because the amount charged must be the amount verified.
 */
import { MONEY_SCALE_DIGITS, moneyFromUnits, type Money } from '@wayfare/shared';

/** ISO 4217 currencies without a minor unit (Stripe's list of zero-decimal currencies). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Currencies with three decimals. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

export const minorDigitsOf = (currency: string): number => {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  return THREE_DECIMAL.has(code) ? 3 : 2;
};

const stepOf = (currency: string) => 10 ** (MONEY_SCALE_DIGITS - minorDigitsOf(currency));

export function toMinorUnits(amount: Money, currency: string): number {
  const step = stepOf(currency);
  if (amount % step !== 0) throw new RangeError(`${amount} units is finer than ${currency}'s minor unit`);
  return amount / step;
}

export function fromMinorUnits(minor: number, currency: string): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
  return moneyFromUnits(minor * stepOf(currency));
}
