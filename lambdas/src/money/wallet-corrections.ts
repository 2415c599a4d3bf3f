/**
 * An admin's corrections of a wallet (issue #20, docs/money.md "Wallet corrections"): a debit, a
 * refund that names what it refunds, and the reversal of a mistaken top-up. Each is one ledger
 * posting with its reason and its audit entry, in one transaction; a debit never spends money
 * held for trips, nor goes below zero.
 */
import {
  actorOf,
  notFound,
  personName,
  ADMIN_CREDIT_TX_REF,
  ADMIN_DEBIT_TX_REF,
  checkCorrectionReason,
  correctionKeys,
  DomainError,
  fitsDecimals,
  toMoney,
  TOP_UP_REVERSAL_TX_REF,
  unwrapValidation,
  type AuditAction,
  type Money,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { WalletLedgerEntry, WalletPostingRequest } from '../ports/wallet-ledger';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';

type CorrectionDeps = Pick<MoneyDeps, 'users' | 'ledger' | 'settings' | 'bookings' | 'now' | 'newId'>;

const refused = (messageKey: 'refund_reference_unknown' | 'refund_above_original' | 'not_a_top_up') =>
  new DomainError({ code: 'VALIDATION', messageKey });

/**
 * The admin, the wallet's owner, and the amount: above 0 and no finer than settings.decimal
 * ('amount_too_precise'), taken as typed. Rounding 0.001 to nothing, or 2.345 to 2.35, would post
 * an amount the admin never confirmed.
 */
async function prepare(
  deps: CorrectionDeps,
  caller: Caller | null,
  { uid, amount, reason }: { uid: string; amount: number; reason: string },
): Promise<{ admin: User; owner: User; amount: Money; reason: string }> {
  const admin = await requireRole(deps.users, caller, ['admin']);
  const settings = await requireSettings(deps);
  const checkedReason = unwrapValidation(checkCorrectionReason(reason));
  if (!(amount > 0)) throw new DomainError({ code: 'VALIDATION', messageKey: 'amount_above_zero' });
  if (!fitsDecimals(amount, settings.decimal))
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'amount_too_precise',
      params: { field: 'amount' },
    });
  const owner = await deps.users.getById(uid);
  if (!owner) throw notFound();
  return { admin, owner, amount: toMoney(amount), reason: checkedReason };
}

const noted = (
  deps: CorrectionDeps,
  { admin, owner }: { admin: User; owner: User },
  action: AuditAction,
  extra: { reason?: string; refersTo?: string },
): NonNullable<WalletPostingRequest['note']> => ({
  by: actorOf(admin),
  ...extra,
  audit: { id: deps.newId(), action, targetName: personName(owner) },
});

/** Admin: takes money out of a wallet, at most what it may spend (balance less held money). */
export async function debitWallet(
  deps: CorrectionDeps,
  caller: Caller | null,
  args: { uid: string; amount: number; reason: string; requestId: string },
): Promise<WalletLedgerEntry> {
  const { admin, owner, amount, reason } = await prepare(deps, caller, args);
  const { entry } = await deps.ledger.debit({
    uid: owner.uid,
    amount,
    txRef: ADMIN_DEBIT_TX_REF,
    idempotencyKey: correctionKeys.debit(args.requestId),
    at: new Date(deps.now()),
    note: noted(deps, { admin, owner }, 'WALLET_DEBIT', { reason }),
  });
  return entry;
}

/**
 * The most a refund of `refersTo` may credit: a debit of the user's wallet (its amount) or a
 * booking the user paid (what the user paid). Anything else is not the user's to refund.
 */
async function refundable(deps: CorrectionDeps, uid: string, refersTo: string): Promise<Money> {
  const entry = await deps.ledger.find(uid, refersTo);
  if (entry) {
    if (entry.type !== 'Withdraw') throw refused('refund_reference_unknown');
    return toMoney(entry.amount);
  }
  const saved = await deps.bookings.getById(refersTo);
  if (!saved || saved.booking.customer !== uid || !saved.booking.customer_paid)
    throw refused('refund_reference_unknown');
  return toMoney(saved.booking.customer_paid);
}

/** Admin: credits a wallet back for an earlier debit or a paid booking, at most its amount. */
export async function refundToWallet(
  deps: CorrectionDeps,
  caller: Caller | null,
  args: { uid: string; amount: number; reason: string; refersTo: string; requestId: string },
): Promise<WalletLedgerEntry> {
  const { admin, owner, amount, reason } = await prepare(deps, caller, args);
  if (amount > (await refundable(deps, owner.uid, args.refersTo))) throw refused('refund_above_original');
  const { entry } = await deps.ledger.credit({
    uid: owner.uid,
    amount,
    txRef: args.refersTo,
    idempotencyKey: correctionKeys.refund(args.requestId),
    at: new Date(deps.now()),
    note: noted(deps, { admin, owner }, 'WALLET_REFUND', { reason, refersTo: args.refersTo }),
  });
  return entry;
}

/**
 * Admin: takes back an admin top-up in full, once: the reversal's key is the top-up's, so a
 * second reversal answers with the first. Refused when the wallet may no longer spend it.
 */
export async function reverseTopUp(
  deps: CorrectionDeps,
  caller: Caller | null,
  { uid, entryId, reason }: { uid: string; entryId: string; reason: string },
): Promise<WalletLedgerEntry> {
  const admin = await requireRole(deps.users, caller, ['admin']);
  const checkedReason = unwrapValidation(checkCorrectionReason(reason));
  const owner = await deps.users.getById(uid);
  if (!owner) throw notFound();
  const topUp = await deps.ledger.find(uid, entryId);
  if (!topUp) throw notFound();
  if (topUp.purpose !== 'TOP_UP' || topUp.txRef !== ADMIN_CREDIT_TX_REF) throw refused('not_a_top_up');
  const { entry } = await deps.ledger.debit({
    uid,
    amount: toMoney(topUp.amount),
    txRef: TOP_UP_REVERSAL_TX_REF,
    idempotencyKey: correctionKeys.reversal(topUp.id),
    at: new Date(deps.now()),
    note: noted(deps, { admin, owner }, 'WALLET_TOP_UP_REVERSAL', {
      reason: checkedReason,
      refersTo: topUp.id,
    }),
  });
  return entry;
}
