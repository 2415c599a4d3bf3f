/**
 * A rider's card top-up (docs/money.md): the preset amounts the operator offers
 * (settings.walletMoneyField, written '5|10|20') and the bounds of any amount the rider types.
 */
import { fitsDecimals, toMoney, type Money } from '../money/money';
import type { MessageKey } from '../i18n/message-keys';
import { invalid, valid, type ValidationResult } from '../validation/validation-result';

/** At most this many presets: they are buttons on a phone screen. */
export const WALLET_AMOUNTS_MAX = 6;
const SEPARATOR = '|';
/** Plain digits with an optional dot and decimals: '1e3' is not 1,000. */
const TYPED_AMOUNT = /^\d+(\.\d+)?$/;

/** A typed amount in Money units when it is plain digits with at most `decimal` decimals. */
function readAmount(text: string, decimal: number): Money | undefined {
  const trimmed = text.trim();
  if (!TYPED_AMOUNT.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return fitsDecimals(amount, decimal) ? toMoney(amount) : undefined;
}

/**
 * The presets of a walletMoneyField, in the operator's order, or undefined when any piece is not
 * an amount above 0 and within the top-up limit with at most `decimal` decimals, when one repeats,
 * or when there are more than WALLET_AMOUNTS_MAX. Unset or blank offers no presets.
 */
export function parseWalletAmounts(
  field: string | null | undefined,
  { decimal, max }: { decimal: number; max: number },
): Money[] | undefined {
  if (!field?.trim()) return [];
  const amounts = field.split(SEPARATOR).map((piece) => readAmount(piece, decimal));
  const limit = toMoney(max);
  if (amounts.length > WALLET_AMOUNTS_MAX) return undefined;
  if (amounts.some((amount) => amount === undefined || amount <= 0 || amount > limit)) return undefined;
  if (new Set(amounts).size !== amounts.length) return undefined;
  return amounts as Money[];
}

/**
 * An amount a rider pays by its own choice (a card top-up, a tip): above 0 ('amount_above_zero'),
 * at most `max` (`aboveMax`, the operation's key), and no finer than the currency's decimals
 * ('amount_too_precise'), never rounded, so the rider is charged what it typed.
 */
export function checkChosenAmount(
  amount: number,
  { decimal, max, aboveMax }: { decimal: number; max: number; aboveMax: MessageKey },
): ValidationResult<Money> {
  if (!(amount > 0)) return invalid([{ field: 'amount', messageKey: 'amount_above_zero' }]);
  if (amount > max) return invalid([{ field: 'amount', messageKey: aboveMax }]);
  if (!fitsDecimals(amount, decimal)) return invalid([{ field: 'amount', messageKey: 'amount_too_precise' }]);
  return valid(toMoney(amount));
}

/** The amount of a rider's card top-up, at most the top-up limit ('topup_above_maximum'). */
export const checkCardTopUpAmount = (amount: number, limits: { decimal: number; max: number }) =>
  checkChosenAmount(amount, { ...limits, aboveMax: 'topup_above_maximum' });
