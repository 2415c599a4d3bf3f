/**
 * Settling a trip: the booking becomes PAID with its payment fields, and the money moves (the
 * rider's wallet payment, the driver's share) in the same transaction as the booking write
 * (docs/money.md), with the referral bonus when the rider's first trip is paid. Used by
 * payFromWallet, the card callback and the trip's REACHED step.
 */
import {
  advanceBooking,
  settlementOf,
  type Booking,
  type BookingCaller,
  type BookingChange,
  type PaymentMode,
} from '@wayfare/shared';
import type { VersionedBooking } from '../ports/booking-repository';
import type { WalletPostingOrder } from '../ports/wallet-ledger';
import type { MoneyDeps } from './money-deps';

/** Ledger keys of a booking's postings: one wallet payment and one share per booking, ever. */
export const walletPaymentKey = (bookingId: string) => `pay#${bookingId}`;
export const driverShareKey = (bookingId: string) => `share#${bookingId}`;

export interface SettledChange extends BookingChange {
  postings: WalletPostingOrder[];
}

/**
 * The PAID change of a REACHED or PENDING booking: the shared state machine decides whether the
 * caller may settle it; the amounts come from the stored booking only.
 */
export function settledChange(
  booking: Booking,
  {
    mode,
    decimal,
    gateway,
    caller,
    at,
    bonuses = [],
  }: {
    mode: PaymentMode;
    decimal: number;
    gateway?: string;
    caller: BookingCaller;
    at: number;
    /** Optional postings riding along: the referral bonus (referral-bonus.ts). */
    bonuses?: readonly WalletPostingOrder[];
  },
): SettledChange {
  const change = advanceBooking(booking, { caller, at, request: { to: 'PAID' } });
  const { fields, riderDebit, driverCredit } = settlementOf(booking, { mode, decimal, gateway });
  const when = new Date(at);
  const postings: WalletPostingOrder[] = [];
  if (riderDebit > 0) {
    postings.push({
      type: 'Withdraw',
      uid: booking.customer,
      amount: riderDebit,
      txRef: booking.id,
      idempotencyKey: walletPaymentKey(booking.id),
      at: when,
    });
  }
  if (driverCredit > 0 && booking.driver !== undefined) {
    postings.push({
      type: 'Credit',
      uid: booking.driver,
      amount: driverCredit,
      txRef: booking.id,
      idempotencyKey: driverShareKey(booking.id),
      at: when,
    });
  }
  postings.push(...bonuses);
  return { booking: { ...change.booking, ...fields }, effects: change.effects, postings };
}

/** Writes a settled change (booking + postings in one transaction) and frees the driver. */
export async function saveSettled(
  deps: Pick<MoneyDeps, 'bookings' | 'freeDriver'>,
  before: VersionedBooking,
  change: SettledChange,
): Promise<VersionedBooking> {
  const saved = await deps.bookings.save({ before, after: change.booking, postings: change.postings });
  for (const effect of change.effects) {
    if (effect.type === 'setDriverQueue' && !effect.queue)
      await deps.freeDriver(effect.driverUid, change.booking);
  }
  return saved;
}
