import type { AuditEntry, Promo } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** A promo as stored: user_avail is read through `usersOf`, the count of uses is kept here. */
export type StoredPromo = Omit<Promo, 'user_avail'> & { usedCount: number };

/** The editable fields (product.md §6 edit promo); id, createdAt and the usage count are not. */
export type PromoChanges = Omit<Promo, 'id' | 'createdAt' | 'user_avail'>;

export interface PromoRedemption {
  promoId: string;
  uid: string;
  reference: string;
  redeemedAt: string;
}

/** The admin's writes take their audit entry, written in the same transaction (or neither is). */
export interface PromoRepository {
  create(promo: Omit<Promo, 'user_avail'>, audit?: AuditEntry): Promise<StoredPromo>;
  get(id: string): Promise<StoredPromo | null>;
  /** The newest promo of this name, whatever its case (riders type names). */
  findByName(name: string): Promise<StoredPromo | null>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<StoredPromo>>;
  /**
   * The promos `uid` may use at `at` (epoch ms), newest first: unexpired, not used up and not used by
   * `uid`. Filtered while reading, so a page may hold fewer than asked; its cursor goes on.
   */
  listUsable(request: { uid: string; at: number; page: PageRequest }): Promise<Page<StoredPromo>>;
  /** Throws NOT_FOUND for an unknown promo. */
  update(id: string, changes: PromoChanges, audit?: AuditEntry): Promise<StoredPromo>;
  delete(id: string, audit?: AuditEntry): Promise<void>;
  /**
   * Records that `uid` used the promo, raising its usage counter in the same transaction. Throws
   * VALIDATION when the user used it before, the usage limit is reached or the promo
   * expired at `at`; NOT_FOUND for an unknown promo.
   */
  redeem(request: { promoId: string; uid: string; reference: string; at: Date }): Promise<PromoRedemption>;
  /** Whether the user has used the promo (promoDiscount's "once per user"). */
  hasRedeemed(promoId: string, uid: string): Promise<boolean>;
  /** The promo's users (user_avail), paged. */
  usersOf(promoId: string, page: PageRequest): Promise<Page<string>>;
}
