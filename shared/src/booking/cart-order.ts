import type { CartItem, Product } from '../entities/shop';
import { DomainError } from '../errors/domain-error';
import { addMoney, multiplyMoney, toAmount, toMoney, ZERO_MONEY, type Money } from '../money/money';

/** What a rider asks for: a product and how many; the price is never the client's. */
export interface CartRequestLine {
  productId: string;
  quantity: number;
}

export interface PricedCart {
  lines: CartItem[];
  total: Money;
}

/** A product the cart names that the catalogue no longer has (or never had). */
export const productUnavailable = (productId: string): DomainError =>
  new DomainError({ code: 'VALIDATION', messageKey: 'product_unavailable', params: { productId } });

/**
 * Prices a cart from the stored products (the shop, product.md §1): each line at the product's amount, lines
 * of the same product merged, the total in Money units. `products` holds what the catalogue answered for each
 * id (null when unknown or deleted), which refuses the whole cart.
 */
export function priceCart(
  request: readonly CartRequestLine[],
  products: ReadonlyMap<string, Product | null>,
): PricedCart {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of request) {
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  const lines: CartItem[] = [];
  let total = ZERO_MONEY;
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId);
    if (!product) throw productUnavailable(productId);
    const unit = toMoney(product.amount);
    lines.push({ productId, quantity, name: product.name, amount: toAmount(unit) });
    total = addMoney(total, multiplyMoney(unit, quantity));
  }
  return { lines, total };
}
