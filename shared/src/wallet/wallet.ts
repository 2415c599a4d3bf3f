import { DomainError } from '../errors/domain-error';
import type { User, WalletHistoryEntry } from '../entities/user';
import type { WithdrawRequest } from '../entities/withdraw-request';
import {
  addMoney,
  fitsDecimals,
  roundMoney,
  subtractMoney,
  toAmount,
  toMoney,
  type Money,
} from '../money/money';
import { readNonNegativeNumber } from '../validation/fields';
import { invalid, valid, type ValidationResult } from '../validation/validation-result';
import { assertSpendable } from './wallet-hold';

/** The history reference of an admin top-up (product.md §6). */
export const ADMIN_CREDIT_TX_REF = 'AdminCredit';

export interface WalletChange {
  walletBalance: number;
  entry: WalletHistoryEntry;
}

/** An amount as a person types it: digits with an optional decimal part, nothing else ("1e3" is not 1000). */
const TYPED_AMOUNT = /^\d+(\.\d+)?$/;

/**
 * Add to wallet needs a selected user and an amount above 0, else 'no details error' (product.md §5);
 * typed text must be plain digits, and the amount at most the settings' top-up limit
 * ('topup_above_maximum'), so a slip of the keyboard cannot credit millions, and no finer than
 * settings.decimal ('amount_too_precise'): what is credited is what was typed, never rounded.
 */
export function validateWalletTopUp({
  userId,
  amount,
  max,
  decimal,
}: {
  userId: string | undefined;
  amount: number | string | undefined;
  max: number;
  decimal: number;
}): ValidationResult<{ userId: string; amount: Money }> {
  if (userId === undefined || userId.trim() === '') {
    return invalid([{ field: 'userId', messageKey: 'no details error' }]);
  }
  const value = readNonNegativeNumber(amount);
  if (typeof amount === 'string' && value !== undefined && !TYPED_AMOUNT.test(amount.trim()))
    return invalid([{ field: 'amount', messageKey: 'amount_digits_only' }]);
  if (value === undefined || value <= 0)
    return invalid([{ field: 'amount', messageKey: 'no details error' }]);
  if (value > max) return invalid([{ field: 'amount', messageKey: 'topup_above_maximum' }]);
  if (!fitsDecimals(value, decimal)) return invalid([{ field: 'amount', messageKey: 'amount_too_precise' }]);
  return valid({ userId, amount: toMoney(value) });
}

/** A credit: the balance (rounded to settings.decimal) and its ledger entry, written together. */
export function creditWallet(
  balance: number,
  { amount, decimal, at, txRef }: { amount: Money; decimal: number; at: number; txRef: string },
): WalletChange {
  const credited = roundMoney(addMoney(toMoney(balance), amount), decimal);
  return {
    walletBalance: toAmount(credited),
    entry: { type: 'Credit', amount: toAmount(amount), date: new Date(at).toISOString(), txRef },
  };
}

/** A debit (withdrawal or wallet payment); a balance never goes negative (DESIGN §4). */
export function debitWallet(
  balance: number,
  { amount, decimal, at, txRef }: { amount: Money; decimal: number; at: number; txRef: string },
): WalletChange {
  const debited = roundMoney(subtractMoney(toMoney(balance), amount), decimal);
  if (debited < 0) {
    throw new DomainError({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'insufficient_balance',
      params: { balance, amount: toAmount(amount) },
    });
  }
  return {
    walletBalance: toAmount(debited),
    entry: { type: 'Withdraw', amount: toAmount(amount), date: new Date(at).toISOString(), txRef },
  };
}

export type WithdrawingUser = Pick<
  User,
  | 'uid'
  | 'usertype'
  | 'firstName'
  | 'lastName'
  | 'walletBalance'
  | 'walletHeld'
  | 'bankName'
  | 'bankCode'
  | 'bankAccount'
>;

/** Bank details a payout can go to: a bank name and an account (a bank code is not used everywhere). */
export const hasBankDetails = (user: { bankName?: string | null; bankAccount?: string | null }): boolean =>
  Boolean(user.bankName?.trim() && user.bankAccount?.trim());

/**
 * A withdrawal request and the wallet debit that reserves its amount, at most what the wallet may
 * spend (the balance less what is held for trips). Drivers may always
 * withdraw; riders only when settings.RiderWithDraw is on. With settings.bank_fields on, the
 * profile must hold bank details ('bank_details_required'): the request copies them for the payout.
 */
export function requestWithdraw(
  user: WithdrawingUser,
  {
    id,
    amount,
    decimal,
    at,
    riderWithdraw,
    bankFields,
  }: { id: string; amount: Money; decimal: number; at: number; riderWithdraw: boolean; bankFields: boolean },
): { request: WithdrawRequest; wallet: WalletChange } {
  const allowed = user.usertype === 'driver' || (user.usertype === 'rider' && riderWithdraw);
  if (!allowed || amount <= 0) {
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'withdraw_not_allowed' });
  }
  if (bankFields && !hasBankDetails(user)) {
    throw new DomainError({ code: 'VALIDATION', messageKey: 'bank_details_required' });
  }
  // Money held for the user's wallet trips in progress is not paid out ('funds_held').
  assertSpendable(user, amount);
  const wallet = debitWallet(user.walletBalance, { amount, decimal, at, txRef: id });
  return {
    wallet,
    request: {
      id,
      uid: user.uid,
      name: `${user.firstName} ${user.lastName}`.trim(),
      amount: toAmount(amount),
      date: wallet.entry.date,
      bankName: user.bankName ?? '',
      bankCode: user.bankCode ?? '',
      bankAccount: user.bankAccount ?? '',
      processed: false,
    },
  };
}

/** An admin marks a withdrawal paid out; the action is closed once processed (product.md §4). */
export function processWithdraw(request: WithdrawRequest, { at }: { at: number }): WithdrawRequest {
  if (request.processed) {
    throw new DomainError({
      code: 'CONFLICT',
      messageKey: 'withdraw_processed',
      params: { id: request.id },
    });
  }
  return { ...request, processed: true, procesDate: new Date(at).toISOString() };
}
