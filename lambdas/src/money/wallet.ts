/** Wallet history and admin top-ups (product.md §3 wallet history, §5 add to wallet). */
import {
  actorOf,
  personName,
  ADMIN_CREDIT_TX_REF,
  DomainError,
  validateWalletTopUp,
  unwrapValidation,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { pushToUsers } from '../notifications/push-to-users';
import type { Page, PageRequest } from '../ports/page';
import type { WalletLedgerEntry } from '../ports/wallet-ledger';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';

/**
 * Own history; an admin may name any user. Newest first, paged. Which admin made an admin entry
 * is shown to admins only; its reason to everyone who sees the entry.
 */
export async function walletHistory(
  deps: Pick<MoneyDeps, 'users' | 'ledger'>,
  caller: Caller | null,
  { uid, ...page }: PageRequest & { uid?: string | null },
): Promise<Page<WalletLedgerEntry>> {
  const actor = await requireRole(deps.users, caller, ['rider', 'driver', 'fleetadmin', 'admin']);
  const owner = uid ?? actor.uid;
  if (owner !== actor.uid) {
    if (actor.usertype !== 'admin') throw new DomainError({ code: 'FORBIDDEN', messageKey: 'not_permitted' });
    if (!(await deps.users.getById(owner)))
      throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });
  }
  const history = await deps.ledger.history(owner, page);
  if (actor.usertype === 'admin') return history;
  return { ...history, items: history.items.map(({ by: _by, ...entry }) => entry) };
}

/** onWalletChanged(uid): a wallet's entries go to its owner only, whoever else asks. */
export async function authorizeWalletFeed(
  deps: Pick<MoneyDeps, 'users'>,
  caller: Caller | null,
  { uid }: { uid: string },
): Promise<null> {
  const actor = await requireRole(deps.users, caller, ['rider', 'driver', 'fleetadmin', 'admin']);
  if (actor.uid !== uid) throw new DomainError({ code: 'FORBIDDEN', messageKey: 'not_permitted' });
  return null;
}

/**
 * Admin: credits a user's wallet (product.md §5: amount above 0 and at most settings.walletTopUpMax, a
 * Credit entry with txRef AdminCredit)
 * and tells the user by push ('wallet_updated', opening the Wallet screen; product.md §7). An amount
 * finer than settings.decimal is refused ('amount_too_precise'), not rounded to something not typed.
 * `requestId` makes a retried top-up post once, and push once.
 */
export async function addToWallet(
  deps: Pick<
    MoneyDeps,
    'users' | 'ledger' | 'settings' | 'now' | 'languages' | 'push' | 'inbox' | 'newId' | 'warn'
  >,
  caller: Caller | null,
  { uid, amount, requestId }: { uid: string; amount: number; requestId: string },
): Promise<WalletLedgerEntry> {
  const admin = await requireRole(deps.users, caller, ['admin']);
  const settings = await requireSettings(deps);
  const valid = unwrapValidation(
    validateWalletTopUp({ userId: uid, amount, max: settings.walletTopUpMax, decimal: settings.decimal }),
  );
  const owner = await deps.users.getById(uid);
  if (!owner) throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });
  const { entry, applied } = await deps.ledger.credit({
    uid,
    amount: valid.amount,
    txRef: ADMIN_CREDIT_TX_REF,
    idempotencyKey: `topup#${requestId}`,
    at: new Date(deps.now()),
    note: {
      by: actorOf(admin),
      audit: { id: deps.newId(), action: 'WALLET_TOP_UP', targetName: personName(owner) },
    },
  });
  if (applied) {
    await pushToUsers(deps, [{ uid, title: 'notification_title', body: 'wallet_updated', screen: 'Wallet' }]);
  }
  return entry;
}
