import type { Booking } from '../entities/booking';

/** A rider's use of a promo, held by one booking. */
export interface PromoUse {
  promoId: string;
  uid: string;
  bookingId: string;
}

/**
 * The promo use a booking change gives back: a booking that becomes CANCELLED never happened for
 * its promo, so its rider may use the promo again and the promo's use count drops by one. Any
 * other change, or a booking without a kept promo id, gives nothing back.
 */
export function promoUseReleasedBy(before: Booking, after: Booking): PromoUse | null {
  const promoId = after.promo_details?.promoId;
  if (!promoId || before.status === 'CANCELLED' || after.status !== 'CANCELLED') return null;
  return { promoId, uid: after.customer, bookingId: after.id };
}

/** What the rider reads when a promo gives no discount, by the domain's reason (promoDiscount, redeem). */
export type PromoRefusal =
  | 'promo_unknown'
  | 'promo_expired'
  | 'promo_min_order'
  | 'promo_already_used'
  | 'promo_used_up'
  | 'promo_not_applicable';

const PROMO_REFUSALS: Readonly<Record<string, PromoRefusal>> = {
  unknown: 'promo_unknown',
  expired: 'promo_expired',
  'below min_order': 'promo_min_order',
  'already used': 'promo_already_used',
  'usage limit reached': 'promo_used_up',
};

export const promoRefusalOf = (reason: unknown): PromoRefusal =>
  (typeof reason === 'string' && PROMO_REFUSALS[reason]) || 'promo_not_applicable';
