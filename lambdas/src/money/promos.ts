/**
 * Promos (product.md §3, §5): admin CRUD under the demo lock, and the redemption the booking service
 * takes when a rider books with a promo — the usage limit is taken atomically there.
 */
import {
  actorOf,
  assertAllowedInDemo,
  changedFields,
  DomainError,
  PROMO_NO_END,
  PROMO_NO_USAGE_LIMIT,
  promoDiscount,
  unwrapValidation,
  validatePromo,
  type Money,
  type Promo,
  type PromoInput,
  recordedFields,
  type Settings,
  type User,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { auditEntry } from '../audit/audit-entry';
import type { Page, PageRequest } from '../ports/page';
import type { PromoRedemption, StoredPromo } from '../ports/promo-repository';
import { requireRole } from '../access/actor';
import { requireSettings } from '../settings/require-settings';
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

/** The admin, with the settings whose demo lock allowed the action (and whose decimals amounts keep). */
async function requireAdminFor(
  deps: Pick<MoneyDeps, 'users' | 'settings'>,
  caller: Caller | null,
  action: 'promo.add' | 'promo.update' | 'promo.delete',
): Promise<{ admin: User; settings: Settings }> {
  const admin = await requireRole(deps.users, caller, ['admin']);
  const settings = await requireSettings(deps);
  assertAllowedInDemo(action, settings);
  return { admin, settings };
}

/** Every field an admin sets on a promo is recorded in the audit log; the use count is not theirs. */
const RECORDED: readonly (keyof Promo)[] = [
  'promo_name',
  'promo_description',
  'promo_discount_type',
  'promo_discount_value',
  'max_promo_discount_value',
  'min_order',
  'promo_validity',
  'promo_usage_limit',
];

export async function listPromos(
  deps: Pick<MoneyDeps, 'users' | 'promos'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<PromoView>> {
  await requireRole(deps.users, caller, ['admin']);
  const { items, nextToken } = await deps.promos.list(page);
  return { items: items.map(toView), nextToken };
}

export async function addPromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos' | 'now' | 'newId'>,
  caller: Caller | null,
  input: PromoInput,
): Promise<PromoView> {
  const { admin, settings } = await requireAdminFor(deps, caller, 'promo.add');
  const valid = unwrapValidation(validatePromo(input, settings));
  const promo = { ...valid, id: deps.newId(), createdAt: new Date(deps.now()).toISOString() };
  const audit = auditEntry(deps, {
    action: 'PROMO_ADDED',
    actor: actorOf(admin),
    targetType: 'promo',
    targetId: promo.id,
    targetName: promo.promo_name,
    before: null,
    after: recordedFields(promo, { fields: RECORDED }),
  });
  return toView(await deps.promos.create(promo, audit));
}

const promoNotFound = () => new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });

export async function updatePromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos' | 'now' | 'newId'>,
  caller: Caller | null,
  { id, input }: { id: string; input: PromoInput },
): Promise<PromoView> {
  const { admin, settings } = await requireAdminFor(deps, caller, 'promo.update');
  const changes = unwrapValidation(validatePromo(input, settings));
  const current = await deps.promos.get(id);
  if (!current) throw promoNotFound();
  const audit = auditEntry(deps, {
    action: 'PROMO_UPDATED',
    actor: actorOf(admin),
    targetType: 'promo',
    targetId: id,
    targetName: changes.promo_name,
    ...changedFields(current, changes, { fields: RECORDED }),
  });
  return toView(await deps.promos.update(id, changes, audit));
}

export async function deletePromo(
  deps: Pick<MoneyDeps, 'users' | 'settings' | 'promos' | 'now' | 'newId'>,
  caller: Caller | null,
  { id }: { id: string },
): Promise<string> {
  const { admin } = await requireAdminFor(deps, caller, 'promo.delete');
  const current = await deps.promos.get(id);
  if (!current) throw promoNotFound();
  const audit = auditEntry(deps, {
    action: 'PROMO_DELETED',
    actor: actorOf(admin),
    targetType: 'promo',
    targetId: id,
    targetName: current.promo_name,
    before: recordedFields(current, { fields: RECORDED }),
    after: null,
  });
  await deps.promos.delete(id, audit);
  return id;
}

/**
 * A promo as a rider sees it among its offers: the conditions it applies on, never who else used
 * it, how often, or its total limit. A rider may use a promo once, so one use is left while it is
 * listed.
 */
export interface PromoOffer {
  id: string;
  promo_name: string;
  promo_description: string;
  promo_discount_type: 'flat' | 'percentage';
  promo_discount_value: number;
  max_promo_discount_value: number;
  min_order: number;
  promo_validity: number | null;
  usesLeft: number;
}

const toOffer = (promo: StoredPromo): PromoOffer => ({
  id: promo.id,
  promo_name: promo.promo_name,
  promo_description: promo.promo_description,
  promo_discount_type: promo.promo_discount_type,
  promo_discount_value: promo.promo_discount_value,
  max_promo_discount_value: promo.max_promo_discount_value,
  min_order: promo.min_order,
  promo_validity: promo.promo_validity >= PROMO_NO_END ? null : promo.promo_validity,
  usesLeft: 1,
});

/** Riders: the promos they can use now (unexpired, not used up, not used by them), newest first, paged. */
export async function listMyOffers(
  deps: Pick<MoneyDeps, 'users' | 'promos' | 'now'>,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<PromoOffer>> {
  const rider = await requireRole(deps.users, caller, ['rider']);
  const { items, nextToken } = await deps.promos.listUsable({ uid: rider.uid, at: deps.now(), page });
  return { items: items.map(toOffer), nextToken };
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
