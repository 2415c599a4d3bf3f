/**
 * A rider's tip to the driver after a paid trip (docs/money.md, "Tips"), paid the way the trip
 * was: from the wallet at once (the rider's debit and the driver's credit with the booking's
 * write), or by card through the trip's provider, whose verified callback pays it. The driver
 * gets all of it; a booking is tipped once.
 */
import {
  bookingOfTipOrder,
  checkTipAmount,
  DomainError,
  notPermitted,
  tipOrderId,
  tipRefusalOf,
  toAmount,
  unwrapValidation,
  type Booking,
  type Money,
  type Settings,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { BookingChangeRequest, VersionedBooking } from '../ports/booking-repository';
import type { PaymentForm, VerifiedPayment } from '../ports/payment-gateway';
import { bookingFor, type ApiBooking } from '../trips/booking-view';
import type { CallbackOutcome } from './callback-outcome';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';
import { payerOf, returnToWallet } from './payments';
import { paymentFormView, type PaymentFormView } from './payment-form-view';

/** Ledger keys: the rider's tip and the driver's, once per booking. */
export const tipPaymentKey = (bookingId: string) => `tippay#${bookingId}`;
export const tipEarningKey = (bookingId: string) => `tip#${bookingId}`;

const alreadyTipped = (bookingId: string) =>
  new DomainError({ code: 'CONFLICT', messageKey: 'tip_already_given', params: { bookingId } });

/** Writes that lost to another write of the booking are decided again from a fresh read. */
const ATTEMPTS = 3;
const lostTheRace = (error: unknown) => error instanceof DomainError && error.code === 'CONFLICT';

type TipDeps = Pick<MoneyDeps, 'users' | 'settings' | 'bookings' | 'gateways' | 'announcePayment' | 'now'>;

interface TipCheckout {
  /** The tipped booking. */
  booking: Booking;
  /** A card trip's form for the trip's provider; absent for a wallet tip, paid already. */
  form?: PaymentForm;
}

/**
 * The booking's rider tips `amount` (above 0, at most settings.tipMax, no finer than the currency).
 * A second tip is refused with 'tip_already_given', also when two arrive at once (the loser of the
 * booking's conditional write decides again from what the winner wrote); a card tip's form may be
 * asked again for the same amount while it waits for the provider.
 */
export async function tipDriver(
  deps: TipDeps,
  caller: Caller | null,
  { bookingId, amount }: { bookingId: string; amount: number },
): Promise<{ booking: ApiBooking; form?: PaymentFormView }> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const settings = await requireSettings(deps);
  for (let attempt = 1; ; attempt += 1) {
    const before = await deps.bookings.getById(bookingId);
    if (!before || before.booking.customer !== rider.uid) throw notPermitted('tipDriver');
    const refusal = tipRefusalOf(before.booking);
    if (refusal) throw refusal;
    const tip = unwrapValidation(checkTipAmount(amount, settings));
    try {
      const checkout =
        before.booking.payment_mode === 'wallet'
          ? { booking: await tipFromWallet(deps, before, tip) }
          : await tipByCard(deps, { before, tip, rider, settings });
      return {
        booking: bookingFor(checkout.booking, rider),
        form: checkout.form && paymentFormView(checkout.form),
      };
    } catch (error) {
      if (!lostTheRace(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Writes a paid tip (the booking's tip with its ledger postings, in one conditional write), then
 * publishes the booking, whichever way the tip was paid: the driver's open trip screen, and the
 * rider's own left open elsewhere, show it at once.
 */
async function recordPaidTip(
  deps: Pick<MoneyDeps, 'bookings' | 'announcePayment'>,
  change: BookingChangeRequest,
): Promise<Booking> {
  const saved = await deps.bookings.save(change);
  await deps.announcePayment(saved, []);
  return saved.booking;
}

/** The rider's debit and the driver's credit, with the booking's tip, in one transaction. */
function tipFromWallet(deps: TipDeps, before: VersionedBooking, tip: Money): Promise<Booking> {
  const { booking } = before;
  const at = new Date(deps.now());
  const posting = { amount: tip, txRef: booking.id, at };
  return recordPaidTip(deps, {
    before,
    after: { ...booking, tip: toAmount(tip) },
    postings: [
      { ...posting, type: 'Withdraw', uid: booking.customer, idempotencyKey: tipPaymentKey(booking.id) },
      { ...posting, type: 'Credit', uid: booking.driver!, idempotencyKey: tipEarningKey(booking.id) },
    ],
  });
}

/**
 * The card order (`tip-<bookingId>`, at the trip's provider) recorded on the booking, and the
 * provider's form for exactly the tip. Nothing is paid here.
 */
async function tipByCard(
  deps: TipDeps,
  { before, tip, rider, settings }: { before: VersionedBooking; tip: Money; rider: User; settings: Settings },
): Promise<TipCheckout> {
  const { booking } = before;
  const gateway = deps.gateways.find((candidate) => candidate.name === booking.gateway);
  if (!gateway)
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'no_provider_found',
      params: { provider: booking.gateway ?? '' },
    });
  let asked = booking;
  if (booking.tipCard === undefined) {
    asked = { ...booking, tipCard: { provider: gateway.name, amountMinor: tip } };
    await deps.bookings.save({ before, after: asked });
  } else if (booking.tipCard.amountMinor !== tip) throw alreadyTipped(booking.id);
  const form = await gateway.checkout({
    orderId: tipOrderId(booking.id),
    reference: booking.reference,
    amount: tip,
    currency: settings.code,
    payer: payerOf(rider),
    productName: settings.appName,
  });
  return { booking: asked, form };
}

type TipCallbackDeps = Pick<
  MoneyDeps,
  'users' | 'settings' | 'bookings' | 'announcePayment' | 'now' | 'warn'
>;

/**
 * A verified provider callback for a card tip. The payment that matches the booking's tip order
 * (provider, amount, currency) pays the tip once: the booking's tip and the driver's credit in one
 * conditional write. The same payment again is a replay; another approved payment of a tip already
 * paid goes back to the rider's wallet (as a booking's late card payment does), once.
 */
export async function settleTipPayment(
  deps: TipCallbackDeps,
  payment: VerifiedPayment,
): Promise<CallbackOutcome> {
  const bookingId = bookingOfTipOrder(payment.orderId);
  const log = (reason: string) =>
    deps.warn(`Tip callback ${reason}`, {
      provider: payment.provider,
      bookingId,
      transactionId: payment.transactionId,
      amount: payment.amount,
    });
  for (let attempt = 1; ; attempt += 1) {
    const before = await deps.bookings.getById(bookingId);
    const order = before?.booking.tipCard;
    if (!before || !order) {
      log('for no tip order');
      return 'refused';
    }
    const { booking } = before;
    const returned = (booking.returnedPayments ?? []).some(
      ({ provider, transactionId }) =>
        provider === payment.provider && transactionId === payment.transactionId,
    );
    if (order.transactionId === payment.transactionId || returned) {
      log('replayed');
      return 'already-settled';
    }
    if (payment.outcome === 'declined') {
      log('declined');
      return 'declined';
    }
    const settings = await requireSettings(deps);
    if (
      order.provider !== payment.provider ||
      order.amountMinor !== payment.amount ||
      payment.currency !== settings.code.toUpperCase()
    ) {
      // Not what the server asked this provider for: the operator reconciles it at the provider.
      log('does not match the tip order');
      return 'refused';
    }
    try {
      if (booking.tip === undefined) {
        await payTip(deps, before, payment);
        return 'settled';
      }
      await returnToWallet(deps, before, payment);
      log("for a tip paid already: credited to the rider's wallet");
      return 'credited';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        log('for a rider or driver who is gone');
        return 'refused';
      }
      if (!lostTheRace(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Pays the card tip the provider's callback confirmed. */
async function payTip(deps: TipCallbackDeps, before: VersionedBooking, payment: VerifiedPayment) {
  const { booking } = before;
  await recordPaidTip(deps, {
    before,
    after: {
      ...booking,
      tip: toAmount(payment.amount),
      tipCard: { ...booking.tipCard!, transactionId: payment.transactionId },
    },
    postings: [
      {
        type: 'Credit',
        uid: booking.driver!,
        amount: payment.amount,
        txRef: booking.id,
        idempotencyKey: tipEarningKey(booking.id),
        at: new Date(deps.now()),
      },
    ],
  });
}
