/**
 * Money as integer units of 1/10^4 of the currency unit (MONEY_SCALE_DIGITS). Four digits cover
 * every settings.decimal in use (0 to 3) plus one guard digit, and keep balances far inside
 * Number.MAX_SAFE_INTEGER (about 900 billion currency units). All arithmetic is exact: factors
 * (distances, hours, percentages) are read as the decimal they print as, multiplied in BigInt, and
 * rounded half away from zero once.
 */
declare const moneyBrand: unique symbol;
export type Money = number & { readonly [moneyBrand]: 'Money' };

export const MONEY_SCALE_DIGITS = 4;
const SCALE = 10n ** BigInt(MONEY_SCALE_DIGITS);

export const ZERO_MONEY = 0 as Money;

/** The largest API amount Money holds exactly (about 900 billion currency units). */
export const MAX_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 10 ** MONEY_SCALE_DIGITS);

/** How amounts are shown: settings.symbol, settings.swipe_symbol and settings.decimal. */
export interface CurrencyFormat {
  symbol: string;
  swipe_symbol: boolean;
  decimal: number;
}

function fromUnits(units: bigint): Money {
  const value = Number(units);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount out of range: ${units} units`);
  return value as Money;
}

/** The exact decimal a JavaScript number prints as: value = coefficient / 10^exponent. */
function decimalOf(value: number): { coefficient: bigint; exponent: bigint } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Unreadable number: ${value}`);
  const [, sign, whole, fraction = '', power = '0'] = match;
  const shift = fraction.length - Number(power);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return shift >= 0
    ? { coefficient: digits, exponent: 10n ** BigInt(shift) }
    : { coefficient: digits * 10n ** BigInt(-shift), exponent: 1n };
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** An API number (12.5) as Money; digits beyond the scale are rounded half away from zero. */
export function toMoney(amount: number): Money {
  const { coefficient, exponent } = decimalOf(amount);
  return fromUnits(divideRounded(coefficient * SCALE, exponent));
}

/** Money as the API's number. */
export const toAmount = (money: Money): number => money / Number(SCALE);

/** Stored integer units read back as Money. */
export function moneyFromUnits(units: number): Money {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not integer money units: ${units}`);
  return units as Money;
}

export const addMoney = (...amounts: readonly Money[]): Money =>
  fromUnits(amounts.reduce((total, amount) => total + BigInt(amount), 0n));

export const subtractMoney = (from: Money, amount: Money): Money => fromUnits(BigInt(from) - BigInt(amount));

export const maxMoney = (a: Money, b: Money): Money => (a >= b ? a : b);

export const minMoney = (a: Money, b: Money): Money => (a <= b ? a : b);

/** money × factor, for rates times distances or hours. */
export function multiplyMoney(money: Money, factor: number): Money {
  const { coefficient, exponent } = decimalOf(factor);
  return fromUnits(divideRounded(BigInt(money) * coefficient, exponent));
}

/** percent % of money (percent 10 → a tenth). */
export function percentOfMoney(money: Money, percent: number): Money {
  const { coefficient, exponent } = decimalOf(percent);
  return fromUnits(divideRounded(BigInt(money) * coefficient, exponent * 100n));
}

function assertDecimal(decimal: number): void {
  if (!Number.isInteger(decimal) || decimal < 0 || decimal > MONEY_SCALE_DIGITS) {
    throw new RangeError(`settings.decimal must be an integer from 0 to ${MONEY_SCALE_DIGITS}: ${decimal}`);
  }
}

/** Rounds to settings.decimal digits, half away from zero (2.345 → 2.35, -2.345 → -2.35). */
export function roundMoney(money: Money, decimal: number): Money {
  assertDecimal(decimal);
  const step = 10n ** BigInt(MONEY_SCALE_DIGITS - decimal);
  return fromUnits(divideRounded(BigInt(money), step) * step);
}

/**
 * Whether an API number has at most settings.decimal decimals (12.5 fits 2, 12.505 does not),
 * read exactly as it prints, so digits beyond Money's own scale (12.00001) count too. Amounts a
 * person types are refused ('amount_too_precise') when they do not fit, never rounded.
 */
export function fitsDecimals(amount: number, decimal: number): boolean {
  assertDecimal(decimal);
  const { coefficient, exponent } = decimalOf(amount);
  return (coefficient * 10n ** BigInt(decimal)) % exponent === 0n;
}

/** An API number rounded to settings.decimal, for stored customer-facing totals and balances. */
export const roundAmount = (amount: number, decimal: number): number =>
  toAmount(roundMoney(toMoney(amount), decimal));

/** '$12.50' or '12.50€': the symbol goes after the amount when swipe_symbol is on (product.md §9). */
export function formatMoney(money: Money, { symbol, swipe_symbol, decimal }: CurrencyFormat): string {
  const units = BigInt(roundMoney(money, decimal));
  const magnitude = units < 0n ? -units : units;
  const whole = (magnitude / SCALE).toString();
  const fraction = (magnitude % SCALE).toString().padStart(MONEY_SCALE_DIGITS, '0').slice(0, decimal);
  const digits = decimal > 0 ? `${whole}.${fraction}` : whole;
  const sign = units < 0n ? '-' : '';
  return swipe_symbol ? `${sign}${digits}${symbol}` : `${sign}${symbol}${digits}`;
}
