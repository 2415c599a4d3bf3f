/** SPEC §3 Promo. */
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
