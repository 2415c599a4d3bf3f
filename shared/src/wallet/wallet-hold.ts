/**
 * Money held on a wallet (docs/money.md): a wallet trip's price is held from booking until the trip
 * is paid (the hold becomes the payment) or cancelled (the hold is freed). A hold moves no money,
 * so it is no wallet history entry; what the wallet may spend is its balance less what is held.
 */
import { DomainError } from '../errors/domain-error';
import type { BookingStatus } from '../booking/booking-status';
import type { Booking } from '../entities/booking';
import type { User } from '../entities/user';
import { subtractMoney, toAmount, toMoney, ZERO_MONEY, type Money } from '../money/money';

/** After these a booking holds nothing: its hold was paid (PAID, COMPLETE) or freed (CANCELLED). */
const HOLD_ENDED: ReadonlySet<BookingStatus> = new Set(['PAID', 'COMPLETE', 'CANCELLED']);

/** What a booking holds on its rider's wallet now. */
export const heldBy = (booking: Pick<Booking, 'walletHold' | 'status'>): Money =>
  booking.walletHold !== undefined && !HOLD_ENDED.has(booking.status)
    ? toMoney(booking.walletHold)
    : ZERO_MONEY;

/** How a booking write changes its rider's held money: positive holds, negative frees. */
export const heldChangeOf = (
  before: Pick<Booking, 'walletHold' | 'status'> | null,
  after: Pick<Booking, 'walletHold' | 'status'>,
): Money => subtractMoney(heldBy(after), before ? heldBy(before) : ZERO_MONEY);

/** What the wallet may spend: the balance less what its trips in progress hold. */
export const spendableOf = (user: Pick<User, 'walletBalance' | 'walletHeld'>): Money =>
  subtractMoney(toMoney(user.walletBalance), toMoney(user.walletHeld ?? 0));

/**
 * Refuses a change that leaves the balance below zero ('insufficient_balance') or below what is
 * held for trips ('funds_held': the money is there, but promised to a trip in progress). `balance`
 * and `held` are the values the change leaves; `amount` is what it asked for.
 */
export function assertCovered({
  balance,
  held,
  amount,
}: {
  balance: Money;
  held: Money;
  amount: Money;
}): void {
  if (balance >= 0 && balance >= held) return;
  throw new DomainError({
    code: 'INSUFFICIENT_FUNDS',
    messageKey: balance < 0 ? 'insufficient_balance' : 'funds_held',
    params: { amount: toAmount(amount), held: toAmount(held) },
  });
}

/** Refuses spending `amount` from a user's wallet beyond what it may spend (assertCovered's keys). */
export const assertSpendable = (user: Pick<User, 'walletBalance' | 'walletHeld'>, amount: Money): void =>
  assertCovered({
    balance: subtractMoney(toMoney(user.walletBalance), amount),
    held: toMoney(user.walletHeld ?? 0),
    amount,
  });
