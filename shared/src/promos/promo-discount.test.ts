import type { Promo } from '../entities/promo';
import { toAmount, toMoney } from '../money/money';
import { promoDiscount } from './promo-discount';

const validity = Date.UTC(2024, 11, 31, 23, 59);
const spring: Promo = {
  id: 'p1',
  promo_name: 'SPRING',
  promo_description: '10 % off',
  promo_discount_type: 'percentage',
  promo_discount_value: 10,
  max_promo_discount_value: 5,
  min_order: 20,
  promo_validity: validity,
  promo_usage_limit: 100,
  user_avail: ['r9'],
  createdAt: '2024-01-01T00:00:00.000Z',
};

const discount = (promo: Partial<Promo>, order: number, at = validity - 1, userUid = 'r1') =>
  toAmount(promoDiscount({ ...spring, ...promo }, { order: toMoney(order), userUid, at, decimal: 2 }));

describe('promoDiscount', () => {
  it.each<[string, Partial<Promo>, number, number]>([
    ['a percentage of the order', {}, 33.33, 3.33],
    ['a percentage capped at max_promo_discount_value', {}, 80, 5],
    ['an uncapped percentage when the cap is 0', { max_promo_discount_value: 0 }, 80, 8],
    ['a flat amount', { promo_discount_type: 'flat', promo_discount_value: 7 }, 30, 7],
    [
      'never more than the order',
      { promo_discount_type: 'flat', promo_discount_value: 25, min_order: 0 },
      12,
      12,
    ],
    ['from exactly min_order', {}, 20, 2],
  ])('gives %s', (_case, promo, order, expected) => {
    expect(discount(promo, order)).toBe(expected);
  });

  it.each<[string, Partial<Promo>, number, number, string]>([
    ['after promo_validity', {}, 30, validity + 1, 'r1'],
    ['below min_order', {}, 19.99, validity, 'r1'],
    ['to a user who used it', {}, 30, validity, 'r9'],
    ['once the usage limit is reached', { promo_usage_limit: 1 }, 30, validity, 'r1'],
  ])('does not apply %s', (_case, promo, order, at, userUid) => {
    expect(() => discount(promo, order, at, userUid)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'promo_not_applicable' }),
    );
  });
});
