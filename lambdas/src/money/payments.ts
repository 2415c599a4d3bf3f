/**
 * Paying for a trip (SPEC §4 pay now): the providers on offer, the provider form for a card
 * payment, the rider's wallet payment, and the verified card callback that settles the booking.
 */
import {
  canPayBooking,
  customerPaidOf,
  DomainError,
  notPermitted as bookingNotPermitted,
  statusForbids,
  type Booking,
  type PaymentProvider,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { VersionedBooking } from '../ports/booking-repository';
import type { PaymentForm, VerifiedPayment } from '../ports/payment-gateway';
import { requireRole, requireSettings } from './money-actor';
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
  if (!found || found.booking.customer !== rider) throw bookingNotPermitted(action);
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
): Promise<PaymentForm> {
  const rider = await requireRole(deps, caller, ['rider']);
  const gateway = deps.gateways.find((candidate) => candidate.name === provider);
  if (!gateway)
    throw new DomainError({ code: 'VALIDATION', messageKey: 'no_provider_found', params: { provider } });
  const before = await ownBooking(deps, rider.uid, bookingId, 'payNow');
  const settings = await requireSettings(deps);
  const amount = customerPaidOf(before.booking, settings.decimal);
  const packet: Booking = { ...before.booking, payment_mode: 'card', gateway: gateway.name };
  await deps.bookings.save({ before, after: packet });
  return gateway.checkout({
    bookingId,
    reference: before.booking.reference,
    amount,
    currency: settings.code,
    payer: {
      uid: rider.uid,
      firstName: rider.firstName,
      lastName: rider.lastName,
      email: rider.email ?? '',
      mobile: rider.mobile ?? '',
    },
    productName: settings.appName,
  });
}

/**
 * The rider pays a PENDING trip, or a shop delivery waiting for its payment (PAYMENT_PENDING, then
 * NEW and offered to drivers at once), from its wallet; INSUFFICIENT_FUNDS leaves
 * everything as it was.
 */
export async function payFromWallet(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'bookings' | 'freeDriver' | 'announcePayment' | 'now'>,
  caller: Caller | null,
  { bookingId }: { bookingId: string },
): Promise<Booking> {
  const rider = await requireRole(deps, caller, ['rider']);
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
  return (await saveSettled(deps, before, change)).booking;
}

export type CallbackOutcome = 'settled' | 'already-settled' | 'declined' | 'refused';

/** Paid already: settled after the trip, or a shop delivery paid up front. */
const isPaid = (booking: Booking): boolean =>
  booking.status === 'PAID' || booking.status === 'COMPLETE' || booking.paidAt !== undefined;

/**
 * A verified provider callback. Settles the booking once: only a PENDING card booking (or a shop
 * delivery paid up front, PAYMENT_PENDING → NEW) whose amount and currency are exactly what the
 * server computes; the write is conditional on the booking's version and status, so a replayed or
 * concurrent callback finds it paid and changes nothing.
 */
export async function settleCardPayment(
  deps: Pick<
    MoneyDeps,
    'users' | 'settings' | 'bookings' | 'freeDriver' | 'announcePayment' | 'now' | 'warn'
  >,
  payment: VerifiedPayment,
): Promise<CallbackOutcome> {
  const log = (reason: string, details: Record<string, unknown> = {}) =>
    deps.warn(`Payment callback ${reason}`, {
      provider: payment.provider,
      bookingId: payment.bookingId,
      transactionId: payment.transactionId,
      ...details,
    });
  const before = await deps.bookings.getById(payment.bookingId);
  if (!before) {
    log('for an unknown booking');
    return 'refused';
  }
  const { status } = before.booking;
  if (isPaid(before.booking)) {
    log('replayed', { status });
    return 'already-settled';
  }
  if (payment.outcome === 'declined') {
    log('declined');
    return 'declined';
  }
  const payable = status === 'PENDING' || status === 'PAYMENT_PENDING';
  if (!payable || before.booking.gateway !== payment.provider) {
    log('does not match the booking', { status, gateway: before.booking.gateway });
    return 'refused';
  }
  const settings = await requireSettings(deps);
  const owed = customerPaidOf(before.booking, settings.decimal);
  if (payment.amount !== owed || payment.currency !== settings.code.toUpperCase()) {
    log('amount mismatch', { paid: payment.amount, owed, currency: payment.currency });
    return 'refused';
  }
  const at = deps.now();
  const card = { mode: 'card', decimal: settings.decimal, gateway: payment.provider, at } as const;
  const change =
    status === 'PAYMENT_PENDING'
      ? paidUpFrontChange(before.booking, card)
      : settledChange(before.booking, {
          ...card,
          caller: { uid: 'system', role: 'system' },
          bonuses: await referralBonusFor(deps, before.booking, settings, at),
        });
  change.booking = { ...change.booking, paymentPacket: { transactionId: payment.transactionId } };
  try {
    await saveSettled(deps, before, change);
    return 'settled';
  } catch (error) {
    // A concurrent delivery of the same callback won the conditional write.
    const now = await deps.bookings.getById(payment.bookingId);
    if (now && isPaid(now.booking)) {
      log('replayed concurrently');
      return 'already-settled';
    }
    throw error;
  }
}
