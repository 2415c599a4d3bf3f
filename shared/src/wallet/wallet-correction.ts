/**
 * An admin's corrections of a wallet (issue #20): a debit, a refund that names what it refunds,
 * and the reversal of a mistaken top-up. Each carries a reason the user sees in the history.
 */
import { fitsDecimals, toMoney, type Money } from '../money/money';
import { readNonNegativeNumber } from '../validation/fields';
import { invalid, valid, type ValidationResult } from '../validation/validation-result';

/** The history reference of an admin debit, a refund by an admin, and a top-up reversal. */
export const ADMIN_DEBIT_TX_REF = 'AdminDebit';
export const TOP_UP_REVERSAL_TX_REF = 'TopUpReversal';

/** The longest reason kept: a sentence, shown in the user's wallet history. */
export const CORRECTION_REASON_MAX = 200;

/** The ledger keys of the corrections: one posting per request, one reversal per top-up. */
export const correctionKeys = {
  debit: (requestId: string) => `debit#${requestId}`,
  refund: (requestId: string) => `refund#admin-${requestId}`,
  reversal: (topUpKey: string) => `reversal#${topUpKey}`,
} as const;

const TYPED_AMOUNT = /^\d+(\.\d+)?$/;

/** A reason is required, one line, at most CORRECTION_REASON_MAX characters. */
export function checkCorrectionReason(reason: string | undefined): ValidationResult<string> {
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '') return invalid([{ field: 'reason', messageKey: 'reason_required' }]);
  if (trimmed.length > CORRECTION_REASON_MAX)
    return invalid([{ field: 'reason', messageKey: 'text_too_long' }]);
  return valid(trimmed);
}

/**
 * A debit or refund form: a user, an amount above 0 in plain digits, no finer than settings.decimal
 * ('amount_too_precise'), and a reason. The balance (debit) and the refunded entry (refund) bound
 * the amount on the server.
 */
export function validateWalletCorrection({
  userId,
  amount,
  reason,
  decimal,
}: {
  userId: string | undefined;
  amount: number | string | undefined;
  reason: string | undefined;
  decimal: number;
}): ValidationResult<{ userId: string; amount: Money; reason: string }> {
  if (userId === undefined || userId.trim() === '') {
    return invalid([{ field: 'userId', messageKey: 'no details error' }]);
  }
  const value = readNonNegativeNumber(amount);
  if (typeof amount === 'string' && value !== undefined && !TYPED_AMOUNT.test(amount.trim()))
    return invalid([{ field: 'amount', messageKey: 'amount_digits_only' }]);
  if (value === undefined || value <= 0)
    return invalid([{ field: 'amount', messageKey: 'no details error' }]);
  if (!fitsDecimals(value, decimal)) return invalid([{ field: 'amount', messageKey: 'amount_too_precise' }]);
  const checked = checkCorrectionReason(reason);
  if (!checked.ok) return checked;
  return valid({ userId, amount: toMoney(value), reason: checked.value });
}
