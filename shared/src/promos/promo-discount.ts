import type { Promo } from '../entities/promo';
import { DomainError } from '../errors/domain-error';
import { minMoney, percentOfMoney, roundMoney, toMoney, type Money } from '../money/money';

const notApplicable = (reason: string): DomainError =>
  new DomainError({ code: 'VALIDATION', messageKey: 'promo_not_applicable', params: { reason } });

/**
 * The discount a promo gives on an order (computed by the server, DESIGN §4). A promo applies
 * until promo_validity, to orders of at least min_order, once per user and promo_usage_limit times
 * in all. A percentage is capped at max_promo_discount_value when that is above 0; no discount
 * exceeds the order.
 */
export function promoDiscount(
  promo: Promo,
  { order, userUid, at, decimal }: { order: Money; userUid: string; at: number; decimal: number },
): Money {
  const usedBy = promo.user_avail ?? [];
  if (at > promo.promo_validity) throw notApplicable('expired');
  if (order < toMoney(promo.min_order)) throw notApplicable('below min_order');
  if (usedBy.includes(userUid)) throw notApplicable('already used');
  if (usedBy.length >= promo.promo_usage_limit) throw notApplicable('usage limit reached');
  const value = toMoney(promo.promo_discount_value);
  const cap = toMoney(promo.max_promo_discount_value);
  const discount =
    promo.promo_discount_type === 'flat'
      ? value
      : cap > 0
        ? minMoney(percentOfMoney(order, promo.promo_discount_value), cap)
        : percentOfMoney(order, promo.promo_discount_value);
  return roundMoney(minMoney(discount, order), decimal);
}
