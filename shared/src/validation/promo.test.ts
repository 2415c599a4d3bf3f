import { PROMO_NUMERIC_FIELDS, validatePromo, type PromoInput } from './promo';

const CURRENCY = { decimal: 2 };

const input: PromoInput = {
  promo_name: ' SPRING ',
  promo_description: '10 % off',
  promo_discount_type: 'percentage',
  promo_discount_value: '10',
  max_promo_discount_value: 5,
  min_order: '20',
  promo_usage_limit: 100,
  promo_validity: Date.UTC(2024, 11, 31),
};

describe('validatePromo (product.md §5)', () => {
  it('reads the numeric columns as numbers', () => {
    expect(validatePromo(input, CURRENCY)).toEqual({
      ok: true,
      value: {
        promo_name: 'SPRING',
        promo_description: '10 % off',
        promo_discount_type: 'percentage',
        promo_discount_value: 10,
        max_promo_discount_value: 5,
        min_order: 20,
        promo_usage_limit: 100,
        promo_validity: Date.UTC(2024, 11, 31),
      },
    });
  });

  it('has the four numeric columns of the spec', () => {
    expect(PROMO_NUMERIC_FIELDS).toEqual([
      'promo_discount_value',
      'max_promo_discount_value',
      'min_order',
      'promo_usage_limit',
    ]);
  });

  it.each<[Partial<PromoInput>, string, string]>([
    [{ promo_name: ' ' }, 'promo_name', 'required_field'],
    [{ promo_discount_type: 'half' }, 'promo_discount_type', 'required_field'],
    [{ promo_discount_value: 'ten' }, 'promo_discount_value', 'invalid_number'],
    [{ max_promo_discount_value: -1 }, 'max_promo_discount_value', 'invalid_number'],
    [{ min_order: '' }, 'min_order', 'invalid_number'],
    [{ promo_usage_limit: 2.5 }, 'promo_usage_limit', 'invalid_number'],
    [{ promo_discount_value: 101 }, 'promo_discount_value', 'percent_over_100'],
    [{ max_promo_discount_value: 5.005 }, 'max_promo_discount_value', 'amount_too_precise'],
    [{ min_order: '20.001' }, 'min_order', 'amount_too_precise'],
    [
      { promo_discount_type: 'flat', promo_discount_value: 2.505 },
      'promo_discount_value',
      'amount_too_precise',
    ],
  ])('refuses %o', (overrides, field, messageKey) => {
    expect(validatePromo({ ...input, ...overrides }, CURRENCY)).toEqual({
      ok: false,
      failures: [{ field, messageKey }],
    });
  });

  it('allows a percentage finer than the currency: it is not an amount', () => {
    expect(validatePromo({ ...input, promo_discount_value: 12.505 }, CURRENCY).ok).toBe(true);
  });

  it('allows a flat discount above 100', () => {
    expect(
      validatePromo({ ...input, promo_discount_type: 'flat', promo_discount_value: 150 }, CURRENCY).ok,
    ).toBe(true);
  });
});
