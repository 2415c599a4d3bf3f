/**
 * Promos (SPEC §3, §5): admin CRUD under the demo lock, and the redemption the booking service
 * takes when a rider books with a promo — the usage limit is taken atomically there.
 */
import {
  assertAllowedInDemo,
  DomainError,
  PROMO_NO_END,
  PROMO_NO_USAGE_LIMIT,
  promoDiscount,
  unwrapValidation,
  validatePromo,
  type Money,
  type Promo,
  type PromoInput,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { Page, PageRequest } from '../ports/page';
import type { PromoRedemption, StoredPromo } from '../ports/promo-repository';
import { requireRole, requireSettings } from './money-actor';
import type { MoneyDeps } from './money-deps';

/** A promo as the API shows it: user_avail is the count of uses; no end date and no limit are null. */
export type PromoView = Omit<StoredPromo, 'usedCount' | 'promo_validity' | 'promo_usage_limit'> & {
  user_avail: number;
  promo_validity: number | null;
  promo_usage_limit: number | null;
};

const toView = ({ usedCount, promo_validity, promo_usage_limit, ...promo }: StoredPromo): PromoView => ({
  ...promo,
  user_avail: usedCount,
  promo_validity: promo_validity >= PROMO_NO_END ? null : promo_validity,
  promo_usage_limit: promo_usage_limit >= PROMO_NO_USAGE_LIMIT ? null : promo_usage_limit,
});

async function requireAdminFor(
  deps: Pick<MoneyDeps, 'users' | 'settings'>,
  caller: Caller | null,
  action: 'promo.add' | 'promo.update' | 'promo.delete',
): Promise<void> {
  await requireRole(deps, caller, ['admin']);
  assertAllowedInDemo(action, await requireSettings(deps));
}

export async function listPromos(
  deps: Pick<MoneyDeps, 'users' | 'promos'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<PromoView>> {
  await requireRole(deps, caller, ['admin']);
  const { items, nextToken } = await deps.promos.list(page);
  return { items: items.map(toView), nextToken };
}

export async function addPromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos' | 'now' | 'newId'>,
  caller: Caller | null,
  input: PromoInput,
): Promise<PromoView> {
  await requireAdminFor(deps, caller, 'promo.add');
  const valid = unwrapValidation(validatePromo(input));
  const created = await deps.promos.create({
    ...valid,
    id: deps.newId(),
    createdAt: new Date(deps.now()).toISOString(),
  });
  return toView(created);
}

export async function updatePromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos'>,
  caller: Caller | null,
  { id, input }: { id: string; input: PromoInput },
): Promise<PromoView> {
  await requireAdminFor(deps, caller, 'promo.update');
  return toView(await deps.promos.update(id, unwrapValidation(validatePromo(input))));
}

export async function deletePromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos'>,
  caller: Caller | null,
  { id }: { id: string },
): Promise<string> {
  await requireAdminFor(deps, caller, 'promo.delete');
  if (!(await deps.promos.get(id))) throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });
  await deps.promos.delete(id);
  return id;
}

/**
 * For the booking service: the discount a promo gives this rider on this order, and the use of it
 * taken atomically (the usage counter is raised under the limit and validity, with a per-rider
 * redemption item, in one conditional transaction). Of riders racing for the last use exactly one
 * gets it; the others get VALIDATION 'promo_not_applicable' and nothing is written for them.
 */
export async function redeemPromo(
  deps: Pick<MoneyDeps, 'promos'>,
  {
    promoId,
    rider,
    order,
    bookingId,
    at,
    decimal,
  }: {
    promoId: string;
    rider: string;
    order: Money;
    bookingId: string;
    at: number;
    decimal: number;
  },
): Promise<{ discount: Money; promo: Promo; redemption: PromoRedemption }> {
  const stored = await deps.promos.get(promoId);
  if (!stored)
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'promo_not_applicable',
      params: { reason: 'unknown' },
    });
  const { usedCount, ...fields } = stored;
  const promo: Promo = { ...fields, user_avail: [] };
  // Validity, minimum order and the amount, from the stored promo; use counts come from the write.
  const discount = promoDiscount(promo, { order, userUid: rider, at, decimal });
  if (usedCount >= stored.promo_usage_limit) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'promo_not_applicable',
      params: { reason: 'usage limit reached' },
    });
  }
  const redemption = await deps.promos.redeem({
    promoId,
    uid: rider,
    reference: bookingId,
    at: new Date(at),
  });
  return { discount, promo, redemption };
}
