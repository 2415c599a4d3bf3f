/**
 * A rider tops up its wallet by card (docs/money.md): the amounts on offer, the provider's form for
 * a new top-up order, the order's state on the rider's return, and the verified callback that
 * credits the wallet, once per order.
 */
import {
  checkCardTopUpAmount,
  DEFAULT_WALLET_TOP_UP_MAX,
  DomainError,
  parseWalletAmounts,
  toAmount,
  TOP_UP_ORDER_PREFIX,
  unwrapValidation,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { CardTopUp, IgnoredApproval } from '../ports/card-top-up-repository';
import type { VerifiedPayment } from '../ports/payment-gateway';
import { paymentFormView, type PaymentFormView } from './payment-form-view';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';
import type { CallbackOutcome } from './callback-outcome';

/** What the rider's wallet screen offers: the operator's presets and the largest amount allowed. */
export interface TopUpOptions {
  amounts: number[];
  max: number;
}

const limitsOf = ({ decimal, walletTopUpMax }: { decimal: number; walletTopUpMax?: number }) => ({
  decimal,
  max: walletTopUpMax ?? DEFAULT_WALLET_TOP_UP_MAX,
});

/** Riders only. Presets saved before they were checked, and no longer valid, offer none. */
export async function walletTopUpOptions(
  deps: Pick<MoneyDeps, 'users' | 'settings'>,
  caller: Caller | null,
): Promise<TopUpOptions> {
  await requireRole(deps.users, caller, ['rider']);
  const settings = await requireSettings(deps);
  const limits = limitsOf(settings);
  const amounts = parseWalletAmounts(settings.walletMoneyField, limits) ?? [];
  return { amounts: amounts.map(toAmount), max: limits.max };
}

/** A top-up as its rider sees it: the amount in currency units, without the approvals it ignored. */
const topUpView = ({ ignoredApprovals: _kept, amount, ...topUp }: CardTopUp) => ({
  ...topUp,
  amount: toAmount(amount),
});
export type TopUpView = ReturnType<typeof topUpView>;

/**
 * Starts a top-up: a PENDING order for `amount` (a preset or any amount within the top-up bounds)
 * and the form to post to the chosen provider for exactly that. Nothing is credited here.
 */
export async function topUpByCard(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'gateways' | 'topUps' | 'now' | 'newId'>,
  caller: Caller | null,
  { amount, provider }: { amount: number; provider: string },
): Promise<{ topUp: TopUpView; form: PaymentFormView }> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const gateway = deps.gateways.find((candidate) => candidate.name === provider);
  if (!gateway)
    throw new DomainError({ code: 'VALIDATION', messageKey: 'no_provider_found', params: { provider } });
  const settings = await requireSettings(deps);
  const money = unwrapValidation(checkCardTopUpAmount(amount, limitsOf(settings)));
  const topUp: CardTopUp = {
    id: `${TOP_UP_ORDER_PREFIX}${deps.newId()}`,
    uid: rider.uid,
    amount: money,
    currency: settings.code.toUpperCase(),
    provider: gateway.name,
    status: 'PENDING',
    createdAt: deps.now(),
    ignoredApprovals: [],
  };
  await deps.topUps.create(topUp);
  const form = await gateway.checkout({
    orderId: topUp.id,
    reference: 'wallet top-up',
    amount: money,
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
  return { topUp: topUpView(topUp), form: paymentFormView(form) };
}

/** The rider's own top-up; anyone else's is refused without saying whether it exists. */
export async function cardTopUp(
  deps: Pick<MoneyDeps, 'users' | 'topUps'>,
  caller: Caller | null,
  { id }: { id: string },
): Promise<TopUpView> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const topUp = await deps.topUps.get(id);
  if (!topUp || topUp.uid !== rider.uid)
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'not_permitted' });
  return topUpView(topUp);
}

/** Why an approval is not this order's payment, or null when it is exactly what was asked. */
function mismatchOf(topUp: CardTopUp, payment: VerifiedPayment): string | null {
  if (topUp.provider !== payment.provider) return 'does not match the top-up';
  if (payment.amount !== topUp.amount || payment.currency !== topUp.currency) return 'amount mismatch';
  return null;
}

/**
 * The verified callback of a top-up order. A decline of a PENDING order declines it (nothing is
 * credited; the rider's screen says so). An approval of exactly the order's amount, currency and
 * provider credits the wallet and marks the order PAID in one transaction, whether the order was
 * PENDING or declined before (a late approval: the money was taken). An order credits once: the
 * crediting payment delivered again, or another payment of a credited order, is kept on the order
 * and logged, and credits nothing (the operator refunds a second payment at the provider).
 */
export async function settleCardTopUp(
  deps: Pick<MoneyDeps, 'topUps' | 'now' | 'warn'>,
  payment: VerifiedPayment,
): Promise<CallbackOutcome> {
  const log = (reason: string, details: Record<string, unknown> = {}) =>
    deps.warn(`Top-up callback ${reason}`, {
      provider: payment.provider,
      topUpId: payment.orderId,
      transactionId: payment.transactionId,
      ...details,
    });
  const topUp = await deps.topUps.get(payment.orderId);
  if (!topUp) {
    log('for an unknown top-up');
    return 'refused';
  }
  const at = deps.now();
  const ignore = async (reason: IgnoredApproval['reason']) => {
    await deps.topUps.recordIgnored(topUp.id, { transactionId: payment.transactionId, at, reason });
    log(reason === 'replayed' ? 'replayed' : 'for a top-up credited before: not credited again', {
      status: topUp.status,
    });
  };
  if (topUp.transactionId === payment.transactionId) {
    await ignore('replayed');
    return 'already-settled';
  }
  if (payment.outcome === 'declined') {
    await deps.topUps.decline(topUp.id, at);
    log('declined', { status: topUp.status });
    return 'declined';
  }
  const mismatch = mismatchOf(topUp, payment);
  if (mismatch) {
    log(mismatch, { paid: payment.amount, owed: topUp.amount, currency: payment.currency });
    return 'refused';
  }
  if (topUp.status === 'PAID') {
    await ignore('already-credited');
    return 'refused';
  }
  try {
    if (await deps.topUps.credit(topUp, { transactionId: payment.transactionId, at })) return 'settled';
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') {
      log('for a rider who is gone');
      return 'refused';
    }
    throw error;
  }
  // Another delivery credited it meanwhile: this one is its replay or a second payment.
  const now = await deps.topUps.get(topUp.id);
  const replay = now?.transactionId === payment.transactionId;
  await ignore(replay ? 'replayed' : 'already-credited');
  return replay ? 'already-settled' : 'refused';
}
