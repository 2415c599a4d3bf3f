/**
 * Settling a trip: the booking becomes PAID with its payment fields, and the money moves (the
 * rider's wallet payment, the driver's share) in the same transaction as the booking write
 * (docs/money.md), with the referral bonus when the rider's first trip is paid. Used by
 * payFromWallet, the card callback and the trip's REACHED step; a shop delivery paid up front is
 * paid here too (PAYMENT_PENDING → NEW) and refunded here when cancelled.
 */
import {
  advanceBooking,
  firstDispatch,
  toMoney,
  settlementOf,
  type Booking,
  type BookingCaller,
  type BookingChange,
  type NotifyEffect,
  type PaymentMode,
} from '@wayfare/shared';
import type { VersionedBooking } from '../ports/booking-repository';
import type { WalletPostingOrder } from '../ports/wallet-ledger';
import type { MoneyDeps } from './money-deps';

/** Ledger keys of a booking's postings: one wallet payment and one share per booking, ever. */
export const walletPaymentKey = (bookingId: string) => `pay#${bookingId}`;
export const driverShareKey = (bookingId: string) => `share#${bookingId}`;
export const refundKey = (bookingId: string) => `refund#${bookingId}`;

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

/**
 * A shop delivery paid up front (card callback or wallet): PAYMENT_PENDING → NEW with its payment
 * fields and paidAt, offered to drivers from the dispatch time set at booking (at once when that
 * has passed); a wallet payment is debited in the same write. The driver's share is settled at
 * REACHED, when there is a driver.
 */
export function paidUpFrontChange(
  booking: Booking,
  { mode, decimal, gateway, at }: { mode: PaymentMode; decimal: number; gateway?: string; at: number },
): SettledChange {
  const change = advanceBooking(booking, {
    caller: { uid: 'system', role: 'system' },
    at,
    request: { to: 'NEW' },
  });
  const {
    fields: { driver_share: _settledAtReached, ...fields },
    riderDebit,
  } = settlementOf(booking, { mode, decimal, gateway });
  const postings: WalletPostingOrder[] =
    riderDebit > 0
      ? [
          {
            type: 'Withdraw',
            uid: booking.customer,
            amount: riderDebit,
            txRef: booking.id,
            idempotencyKey: walletPaymentKey(booking.id),
            at: new Date(at),
          },
        ]
      : [];
  return {
    booking: {
      ...change.booking,
      ...fields,
      paidAt: at,
      dispatch: change.booking.dispatch ?? firstDispatch(at),
    },
    effects: change.effects,
    postings,
  };
}

/**
 * Cancelling an order paid up front gives the rider its money back as wallet credit, in the
 * cancel's own write (card payments too: the provider is not asked to refund; docs/money.md).
 */
export function refundPostings(booking: Booking, at: number): WalletPostingOrder[] {
  if (booking.paidAt === undefined || !booking.customer_paid) return [];
  return [
    {
      type: 'Credit',
      uid: booking.customer,
      amount: toMoney(booking.customer_paid),
      txRef: booking.id,
      idempotencyKey: refundKey(booking.id),
      at: new Date(at),
    },
  ];
}

/** Writes a settled change (booking + postings in one transaction) and frees the driver. */
export async function saveSettled(
  deps: Pick<MoneyDeps, 'bookings' | 'freeDriver' | 'announcePayment'>,
  before: VersionedBooking,
  change: SettledChange,
): Promise<VersionedBooking> {
  const saved = await deps.bookings.save({ before, after: change.booking, postings: change.postings });
  for (const effect of change.effects) {
    if (effect.type === 'setDriverQueue' && !effect.queue)
      await deps.freeDriver(effect.driverUid, change.booking);
  }
  await deps.announcePayment(
    saved,
    change.effects.filter((effect): effect is NotifyEffect => effect.type === 'notify'),
  );
  return saved;
}
