/** Withdrawals (product.md §3, §4): drivers (and riders when settings.RiderWithDraw) ask, an admin pays out once. */
import {
  actorOf,
  DomainError,
  fitsDecimals,
  requestWithdraw as buildWithdraw,
  toMoney,
  type WithdrawRequest,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { Page, PageRequest } from '../ports/page';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
import type { MoneyDeps } from './money-deps';

const notAllowed = () => new DomainError({ code: 'FORBIDDEN', messageKey: 'withdraw_not_allowed' });

/**
 * Reserves the amount at once (the wallet is debited in the same transaction as the request);
 * at most the balance, above zero, by a driver, or a rider where RiderWithDraw is on; with
 * settings.bank_fields on, only to the bank details saved in the profile.
 */
export async function requestWithdraw(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'withdraws' | 'now' | 'newId'>,
  caller: Caller | null,
  { amount }: { amount: number },
): Promise<WithdrawRequest> {
  const actor = await requireRole(deps.users, caller, ['driver', 'rider', 'fleetadmin', 'admin']);
  const settings = await requireSettings(deps);
  if (!(amount > 0)) throw notAllowed();
  if (!fitsDecimals(amount, settings.decimal)) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'amount_too_precise',
      params: { field: 'amount' },
    });
  }
  const units = toMoney(amount);
  const { request } = buildWithdraw(actor, {
    id: deps.newId(),
    amount: units,
    decimal: settings.decimal,
    at: deps.now(),
    riderWithdraw: settings.RiderWithDraw,
    bankFields: settings.bank_fields,
  });
  // The stored balance is checked again by the write's condition (the read above may be stale).
  return (await deps.withdraws.create(request)).request;
}

/** Admin: every request, unprocessed first; driver and rider: own. */
export async function listWithdraws(
  deps: Pick<MoneyDeps, 'users' | 'withdraws'>,
  caller: Caller | null,
  { processed, ...page }: PageRequest & { processed?: boolean | null },
): Promise<Page<WithdrawRequest>> {
  const actor = await requireRole(deps.users, caller, ['driver', 'rider', 'admin']);
  const only = processed ?? undefined;
  return actor.usertype === 'admin'
    ? deps.withdraws.listForBackOffice(page, only)
    : deps.withdraws.listByUser(actor.uid, page, only);
}

/** Admin: marks a request paid out; a second call (or a racing one) is CONFLICT. */
export async function processWithdraw(
  deps: Pick<MoneyDeps, 'users' | 'withdraws' | 'now' | 'newId'>,
  caller: Caller | null,
  { id }: { id: string },
): Promise<WithdrawRequest> {
  const admin = await requireRole(deps.users, caller, ['admin']);
  return deps.withdraws.process(id, new Date(deps.now()), { auditId: deps.newId(), actor: actorOf(admin) });
}
