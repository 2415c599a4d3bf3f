import type { Product } from '../entities/shop';
import { toMoney } from '../money/money';
import { priceCart } from './cart-order';

const product = (id: string, amount: number): Product => ({
  id,
  name: `Product ${id}`,
  image: 'products/placeholder.png',
  category: 'c1',
  amount,
  size: '1',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('priceCart', () => {
  it("prices each line at the stored product's amount, merging lines of one product", () => {
    const products = new Map([
      ['p1', product('p1', 0.1)],
      ['p2', product('p2', 3.35)],
    ]);
    const { lines, total } = priceCart(
      [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 3 },
        { productId: 'p1', quantity: 1 },
      ],
      products,
    );
    expect(lines).toEqual([
      { productId: 'p1', quantity: 3, name: 'Product p1', amount: 0.1 },
      { productId: 'p2', quantity: 3, name: 'Product p2', amount: 3.35 },
    ]);
    // 0.3 + 10.05, exactly: no float sums.
    expect(total).toBe(toMoney(10.35));
  });

  it('refuses a cart naming an unknown or deleted product', () => {
    expect(() => priceCart([{ productId: 'gone', quantity: 1 }], new Map([['gone', null]]))).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'product_unavailable' }),
    );
  });
});
