import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import {
  DomainError,
  moneyFromUnits,
  notFound,
  toAmount,
  toMoney,
  type AuditEntry,
  type Promo,
} from '@wayfare/shared';
import type {
  PromoChanges,
  PromoRedemption,
  PromoRepository,
  StoredPromo,
} from '../../ports/promo-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { pageOptions, type Page, type PageRequest } from './page';
import { promoCodeEntity } from './promo-code.entity';
import { promoRedemptionEntity } from './promo-redemption.entity';
import { promoEntity } from './promo.entity';
import { conditionFailedAt, writeTransaction } from './write-transaction';

type PromoEntity = ReturnType<typeof promoEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<PromoEntity['get']>['go']>>['data']>;

/** Promos sharing one name that a by-name lookup weighs (one page). */
const SAME_NAME_LIMIT = 25;

const amountOf = (units: number) => toAmount(moneyFromUnits(units));

const toPromo = ({
  promo_discount_valueMinor,
  max_promo_discount_valueMinor,
  min_orderMinor,
  ...rest
}: Item): StoredPromo => ({
  ...rest,
  promo_discount_value: amountOf(promo_discount_valueMinor),
  max_promo_discount_value: amountOf(max_promo_discount_valueMinor),
  min_order: amountOf(min_orderMinor),
});

const toStoredFields = ({
  promo_discount_value,
  max_promo_discount_value,
  min_order,
  ...rest
}: PromoChanges) => ({
  ...rest,
  promo_discount_valueMinor: toMoney(promo_discount_value),
  max_promo_discount_valueMinor: toMoney(max_promo_discount_value),
  min_orderMinor: toMoney(min_order),
});

const codeTaken = (code: string) =>
  new DomainError({ code: 'CONFLICT', messageKey: 'promo_code_taken', params: { code } });

/** Codes are unique whatever their case (the guard's key is lower-cased). */
const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const notApplicable = (reason: string) =>
  new DomainError({ code: 'VALIDATION', messageKey: 'promo_not_applicable', params: { reason } });

/**
 * Promos as items listed newest first and found by name by Query; each promo's code is held by a
 * guard item written in the same transaction as the promo, so codes stay unique. A redemption is
 * one transaction over the promo's usage counter (conditional on the limit and validity) and the
 * per-user redemption item.
 */
export class DynamoPromoRepository implements PromoRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      promo: promoEntity(client, table),
      promoCode: promoCodeEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
      promoRedemption: promoRedemptionEntity(client, table),
    });
  }

  private get promos() {
    return this.service.entities.promo;
  }

  async create(
    { id, createdAt, ...fields }: Omit<Promo, 'user_avail'>,
    audit?: AuditEntry,
  ): Promise<StoredPromo> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ promo, promoCode, auditEntry }) => [
          promoCode.create({ code: fields.promo_name, promoId: id }).commit(),
          promo.create({ id, createdAt, ...toStoredFields(fields), usedCount: 0 }).commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (conditionFailedAt(outcome, 0)) throw codeTaken(fields.promo_name);
    if (!outcome.committed) throw new Error(`Promo ${id} not created: ${outcome.codes.join(', ')}`);
    return (await this.get(id))!;
  }

  async get(id: string): Promise<StoredPromo | null> {
    const { data } = await this.promos.get({ id }).go();
    return data ? toPromo(data) : null;
  }

  async findByName(name: string): Promise<StoredPromo | null> {
    // Codes are unique since their guards; of promos saved before that sharing one, the newest wins.
    const { data } = await this.promos.query.byName({ promo_name: name }).go({ limit: SAME_NAME_LIMIT });
    const newest = data.reduce<Item | null>((a, b) => (a && a.createdAt >= b.createdAt ? a : b), null);
    return newest ? toPromo(newest) : null;
  }

  async list(page: PageRequest): Promise<Page<StoredPromo>> {
    const { data, cursor } = await this.promos.query.newest({}).go({ ...pageOptions(page), order: 'desc' });
    return { items: data.map(toPromo), nextToken: cursor };
  }

  /**
   * One page of the newest promos a rider may use at `at`: unexpired and not used up (filtered
   * while reading, so a page may be short; its cursor goes on), less those the rider has used (one
   * BatchGet of the page's redemption items).
   */
  async listUsable({
    uid,
    at,
    page,
  }: {
    uid: string;
    at: number;
    page: PageRequest;
  }): Promise<Page<StoredPromo>> {
    const { data, cursor } = await this.promos.query
      .newest({})
      .where(
        ({ promo_validity, usedCount, promo_usage_limit }, { gte, name }) =>
          `${gte(promo_validity, at)} AND ${name(usedCount)} < ${name(promo_usage_limit)}`,
      )
      .go({ ...pageOptions(page), order: 'desc' });
    if (data.length === 0) return { items: [], nextToken: cursor };
    const { data: used } = await this.service.entities.promoRedemption
      .get(data.map(({ id }) => ({ promoId: id, uid })))
      .go({ consistent: true });
    const usedIds = new Set(used.map((redemption) => redemption.promoId));
    return { items: data.filter(({ id }) => !usedIds.has(id)).map(toPromo), nextToken: cursor };
  }

  /**
   * The promo's fields and its code guard in one transaction: the guard of the new code is taken
   * (or kept, when it is this promo's; a promo saved before guards existed gets one now), the old
   * code's guard is released on a rename, and the promo is patched only if its code is still the
   * one read, so a concurrent rename makes this edit fail rather than strand a guard.
   */
  async update(id: string, changes: PromoChanges, audit?: AuditEntry): Promise<StoredPromo> {
    const current = await this.get(id);
    if (!current) throw notFound(id);
    const renamed = !sameCode(current.promo_name, changes.promo_name);
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ promo, promoCode, auditEntry }) => [
          promoCode
            .put({ code: changes.promo_name, promoId: id })
            .where((attr, op) => `${op.notExists(attr.promoId)} OR ${op.eq(attr.promoId, id)}`)
            .commit(),
          ...(renamed
            ? [
                promoCode
                  .delete({ code: current.promo_name })
                  .where((attr, op) => `${op.notExists(attr.promoId)} OR ${op.eq(attr.promoId, id)}`)
                  .commit(),
              ]
            : []),
          promo
            .patch({ id })
            .set(toStoredFields(changes))
            .where((attr, op) => op.eq(attr.promo_name, current.promo_name))
            .commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (conditionFailedAt(outcome, 0)) throw codeTaken(changes.promo_name);
    if (!outcome.committed) throw new DomainError({ code: 'CONFLICT', messageKey: 'update failed' });
    return (await this.get(id))!;
  }

  /** The promo and its code guard together; a guard held by another promo is left alone. */
  async delete(id: string, audit?: AuditEntry): Promise<void> {
    const current = await this.get(id);
    if (!current) return;
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ promo, promoCode, auditEntry }) => [
          promo
            .delete({ id })
            .where((attr, op) => op.exists(attr.id))
            .commit(),
          promoCode
            .delete({ code: current.promo_name })
            .where((attr, op) => `${op.notExists(attr.promoId)} OR ${op.eq(attr.promoId, id)}`)
            .commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    // Deleted by another admin meanwhile: gone all the same, and recorded by that admin's entry.
    if (!outcome.committed && !conditionFailedAt(outcome, 0))
      throw new Error(`Promo ${id} not deleted: ${outcome.codes.join(', ')}`);
  }

  async redeem({
    promoId,
    uid,
    reference,
    at,
  }: {
    promoId: string;
    uid: string;
    reference: string;
    at: Date;
  }): Promise<PromoRedemption> {
    const redemption = { promoId, uid, reference, redeemedAt: at.toISOString() };
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ promo, promoRedemption }) => [
          promo
            .patch({ id: promoId })
            .add({ usedCount: 1 })
            .where(
              ({ usedCount, promo_usage_limit, promo_validity }, { name, gte }) =>
                `${name(usedCount)} < ${name(promo_usage_limit)} AND ${gte(promo_validity, at.getTime())}`,
            )
            .commit(),
          promoRedemption.create(redemption).commit(),
        ])
        .go(),
    );
    if (outcome.committed) return redemption;
    const current = await this.get(promoId);
    if (!current) throw notFound(promoId);
    // An expired promo says so first, whoever used it before (as promoDiscount checks it first).
    if (current.promo_validity < at.getTime()) throw notApplicable('expired');
    throw notApplicable(conditionFailedAt(outcome, 1) ? 'already used' : 'usage limit reached');
  }

  async hasRedeemed(promoId: string, uid: string): Promise<boolean> {
    const { data } = await this.service.entities.promoRedemption.get({ promoId, uid }).go();
    return data !== null;
  }

  async usersOf(promoId: string, page: PageRequest): Promise<Page<string>> {
    const { data, cursor } = await this.service.entities.promoRedemption.query
      .byPromo({ promoId })
      .go(pageOptions(page));
    return { items: data.map((r) => r.uid), nextToken: cursor };
  }
}
