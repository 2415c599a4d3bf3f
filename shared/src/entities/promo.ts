/** product.md §3 Promo. */
export interface Promo {
  id: string;
  promo_name: string;
  promo_description: string;
  promo_discount_type: 'flat' | 'percentage';
  promo_discount_value: number;
  max_promo_discount_value: number;
  min_order: number;
  /** Last valid moment, epoch milliseconds. */
  promo_validity: number;
  promo_usage_limit: number;
  /** uids that used the promo (read-only). */
  user_avail?: readonly string[];
  createdAt: string;
}

/**
 * "No end date" and "no usage limit" as stored: the largest values, so the redemption's condition
 * (uses below the limit, not past the end) needs no special case. The API reads and writes both as
 * null; a typed limit or date stays below them (lambdas' money-args).
 */
export const PROMO_NO_END = 8.64e15;
export const PROMO_NO_USAGE_LIMIT = 1_000_000_000;
