/**
 * Paying for a trip (product.md §4 pay now): the providers on offer, the provider form for a card
 * payment, the rider's wallet payment, and the verified card callback that settles the booking.
 */
import {
  canPayBooking,
  customerPaidOf,
  DomainError,
  isTopUpOrder,
  notPermitted,
  statusForbids,
  toAmount,
  type Booking,
  type Money,
  type PaymentProvider,
  type Settings,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { VersionedBooking } from '../ports/booking-repository';
import type { VerifiedPayment } from '../ports/payment-gateway';
import { paymentFormView, type PaymentFormView } from './payment-form-view';
import { bookingFor, type ApiBooking } from '../trips/booking-view';
import type { CallbackOutcome } from './callback-outcome';
import { settleCardTopUp } from './card-top-up';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';
import { referralBonusFor } from './referral-bonus';
import { paidUpFrontChange, saveSettled, settledChange } from './settlement';

export const paymentProviders = (deps: Pick<MoneyDeps, 'gateways'>): PaymentProvider[] =>
  deps.gateways.map(({ name, link }) => ({ name, link }));

/** The rider's own booking; anyone else's is refused without saying whether it exists. */
async function ownBooking(
  deps: Pick<MoneyDeps, 'bookings'>,
  rider: string,
  bookingId: string,
  action: string,
): Promise<VersionedBooking> {
  const found = await deps.bookings.getById(bookingId);
  if (!found || found.booking.customer !== rider) throw notPermitted(action);
  if (!canPayBooking(found.booking.status, 'rider')) throw statusForbids(action, found.booking.status);
  return found;
}

/**
 * Pay now: the form the rider's client posts to the chosen provider, for exactly what the server
 * computes the rider owes. The booking records the card packet (payment_mode card, gateway).
 */
export async function payNow(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'bookings' | 'gateways'>,
  caller: Caller | null,
  { bookingId, provider }: { bookingId: string; provider: string },
): Promise<PaymentFormView> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const gateway = deps.gateways.find((candidate) => candidate.name === provider);
  if (!gateway)
    throw new DomainError({ code: 'VALIDATION', messageKey: 'no_provider_found', params: { provider } });
  const before = await ownBooking(deps, rider.uid, bookingId, 'payNow');
  const settings = await requireSettings(deps);
  const amount = customerPaidOf(before.booking, settings.decimal);
  const packet: Booking = { ...before.booking, payment_mode: 'card', gateway: gateway.name };
  await deps.bookings.save({ before, after: packet });
  const form = await gateway.checkout({
    orderId: bookingId,
    reference: before.booking.reference,
    amount,
    currency: settings.code,
    payer: payerOf(rider),
    productName: settings.appName,
  });
  return paymentFormView(form);
}

/** Who pays, as a provider's form names the payer. */
export const payerOf = (rider: User) => ({
  uid: rider.uid,
  firstName: rider.firstName,
  lastName: rider.lastName,
  email: rider.email ?? '',
  mobile: rider.mobile ?? '',
});

/**
 * The rider pays a PENDING trip, or a shop delivery waiting for its payment (PAYMENT_PENDING, then
 * NEW and offered to drivers at once), from its wallet; INSUFFICIENT_FUNDS leaves
 * everything as it was.
 */
export async function payFromWallet(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'bookings' | 'freeDriver' | 'announcePayment' | 'now'>,
  caller: Caller | null,
  { bookingId }: { bookingId: string },
): Promise<ApiBooking> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const before = await ownBooking(deps, rider.uid, bookingId, 'payFromWallet');
  const settings = await requireSettings(deps);
  const at = deps.now();
  const change =
    before.booking.status === 'PAYMENT_PENDING'
      ? paidUpFrontChange(before.booking, { mode: 'wallet', decimal: settings.decimal, at })
      : settledChange(before.booking, {
          mode: 'wallet',
          decimal: settings.decimal,
          caller: { uid: rider.uid, role: 'rider' },
          at,
          bonuses: await referralBonusFor(deps, before.booking, settings, at),
        });
  return bookingFor((await saveSettled(deps, before, change)).booking, rider);
}

/** Paid already: settled after the trip, or a shop delivery paid up front. */
const isPaid = (booking: Booking): boolean =>
  booking.status === 'PAID' || booking.status === 'COMPLETE' || booking.paidAt !== undefined;

/** This very payment was handled before: it paid the booking, or it was given back. */
const handledBefore = (booking: Booking, payment: VerifiedPayment): boolean =>
  booking.paymentPacket?.transactionId === payment.transactionId ||
  (booking.returnedPayments ?? []).some(
    (returned) => returned.provider === payment.provider && returned.transactionId === payment.transactionId,
  );

/** The ledger key of a card payment given back: one credit per provider payment, ever. */
export const returnedPaymentKey = ({ provider, transactionId }: VerifiedPayment) =>
  `card#${provider}#${transactionId}`;

type CallbackDeps = Pick<
  MoneyDeps,
  'users' | 'settings' | 'bookings' | 'topUps' | 'freeDriver' | 'announcePayment' | 'now' | 'warn'
>;

/**
 * Why an approved payment is not this booking's to account for: the rider never sent the booking
 * to that provider, or it is not the amount the booking asked for. Null when it is.
 */
function refusalOf(booking: Booking, payment: VerifiedPayment, owed: Money): string | null {
  if (booking.gateway !== payment.provider) return 'does not match the booking';
  if (payment.amount !== owed) return 'amount mismatch';
  return null;
}

/** A booking waiting for its card payment. */
const awaitsPayment = (booking: Booking): boolean =>
  !isPaid(booking) && (booking.status === 'PENDING' || booking.status === 'PAYMENT_PENDING');

/**
 * A card payment the booking does not need (late, duplicate, after a wallet payment or a cancel):
 * the money was taken, so the rider gets it back as wallet credit, and the booking lists it, in
 * one write. The ledger key is the provider's payment, so it
 * is credited once however often it is delivered.
 */
export async function returnToWallet(
  deps: Pick<CallbackDeps, 'bookings' | 'now'>,
  before: VersionedBooking,
  payment: VerifiedPayment,
): Promise<void> {
  const at = deps.now();
  const { booking } = before;
  await deps.bookings.save({
    before,
    after: {
      ...booking,
      returnedPayments: [
        ...(booking.returnedPayments ?? []),
        {
          provider: payment.provider,
          transactionId: payment.transactionId,
          amount: toAmount(payment.amount),
          at,
        },
      ],
    },
    postings: [
      {
        type: 'Credit',
        uid: booking.customer,
        amount: payment.amount,
        txRef: booking.id,
        idempotencyKey: returnedPaymentKey(payment),
        at: new Date(at),
      },
    ],
  });
}

async function settle(
  deps: CallbackDeps,
  before: VersionedBooking,
  payment: VerifiedPayment,
  settings: Settings,
): Promise<void> {
  const at = deps.now();
  const card = { mode: 'card', decimal: settings.decimal, gateway: payment.provider, at } as const;
  const change =
    before.booking.status === 'PAYMENT_PENDING'
      ? paidUpFrontChange(before.booking, card)
      : settledChange(before.booking, {
          ...card,
          caller: { uid: 'system', role: 'system' },
          bonuses: await referralBonusFor(deps, before.booking, settings, at),
        });
  change.booking = { ...change.booking, paymentPacket: { transactionId: payment.transactionId } };
  await saveSettled(deps, before, change);
}

/** Writes that lost to another write of the booking are decided again from a fresh read. */
const ATTEMPTS = 3;

/**
 * A verified provider callback. A payment of exactly what the booking asked that provider for is
 * accounted for once: it pays a PENDING card booking (or a shop delivery paid up front,
 * PAYMENT_PENDING → NEW); when the booking no longer needs it (paid another way or by another
 * payment, cancelled) it is given back to the rider's wallet and listed on the booking. Writes are
 * conditional on the booking's version, so a replayed or concurrent callback finds it handled.
 * A wallet top-up's order is settled by its own rules (card-top-up.ts).
 */
export async function settleCardPayment(
  deps: CallbackDeps,
  payment: VerifiedPayment,
): Promise<CallbackOutcome> {
  if (isTopUpOrder(payment.orderId)) return settleCardTopUp(deps, payment);
  const log = (reason: string, details: Record<string, unknown> = {}) =>
    deps.warn(`Payment callback ${reason}`, {
      provider: payment.provider,
      bookingId: payment.orderId,
      transactionId: payment.transactionId,
      ...details,
    });
  for (let attempt = 1; ; attempt += 1) {
    const before = await deps.bookings.getById(payment.orderId);
    if (!before) {
      log('for an unknown booking');
      return 'refused';
    }
    const { status } = before.booking;
    if (handledBefore(before.booking, payment)) {
      log('replayed', { status });
      return 'already-settled';
    }
    if (payment.outcome === 'declined') {
      log('declined');
      return 'declined';
    }
    const settings = await requireSettings(deps);
    const owed = customerPaidOf(before.booking, settings.decimal);
    const refusal =
      payment.currency !== settings.code.toUpperCase()
        ? 'amount mismatch'
        : refusalOf(before.booking, payment, owed);
    if (refusal) {
      // Not what the server asked this provider for: the operator reconciles it at the provider.
      log(refusal, {
        status,
        gateway: before.booking.gateway,
        paid: payment.amount,
        owed,
        currency: payment.currency,
      });
      return 'refused';
    }
    try {
      if (awaitsPayment(before.booking)) {
        await settle(deps, before, payment, settings);
        return 'settled';
      }
      await returnToWallet(deps, before, payment);
      log("for a booking that did not need it: credited to the rider's wallet", { status });
      return 'credited';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        // The rider's account was deleted (its wallet was empty): the operator refunds at the provider.
        log('for a rider who is gone', { status });
        return 'refused';
      }
      // Another write of the booking won (often this payment's own concurrent delivery): decide again.
      if (!(error instanceof DomainError && error.code === 'CONFLICT') || attempt === ATTEMPTS) throw error;
    }
  }
}
