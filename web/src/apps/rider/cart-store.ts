import { addMoney, multiplyMoney, toMoney, ZERO_MONEY, type Money } from '@wayfare/shared';
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../api/shop';

/** A cart line as kept on the device: the product as shown, and how many. Prices are re-read by the server. */
export interface CartItem {
  product: Pick<Product, 'id' | 'name' | 'amount' | 'size'>;
  quantity: number;
}

const KEY = 'wayfare.cart';
export const MAX_QUANTITY = 20;

export function readCart(storage: Pick<Storage, 'getItem'> = localStorage): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is CartItem =>
        typeof item?.product?.id === 'string' &&
        Number.isInteger(item.quantity) &&
        item.quantity > 0 &&
        item.quantity <= MAX_QUANTITY,
    );
  } catch {
    return [];
  }
}

/** Same-tab listeners (the navigation's badge beside the shop): `storage` fires only in other tabs. */
const CHANGED = 'wayfare-cart-changed';

const write = (items: CartItem[]) => {
  localStorage.setItem(KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGED));
};

/** How many items the cart holds, every line's quantity counted. */
export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((count, item) => count + item.quantity, 0);

/**
 * The goods at the device's prices, in integer minor units: what the cart and the checkout show
 * before the server prices the order from its own products (createBooking's cart_total).
 */
export const cartGoodsTotal = (items: readonly CartItem[]): Money =>
  addMoney(ZERO_MONEY, ...items.map((item) => multiplyMoney(toMoney(item.product.amount), item.quantity)));

/** Adds (or with a negative step removes) one of a product; a line at zero leaves the cart. */
export function changeQuantity(items: CartItem[], product: CartItem['product'], step: number): CartItem[] {
  const current = items.find((item) => item.product.id === product.id);
  const quantity = Math.min(MAX_QUANTITY, Math.max(0, (current?.quantity ?? 0) + step));
  const others = items.filter((item) => item.product.id !== product.id);
  return quantity === 0
    ? others
    : current
      ? items.map((item) => (item === current ? { product, quantity } : item))
      : [...items, { product, quantity }];
}

/** The cart, persisted on the device so it survives a reload or closing the app; other tabs see changes. */
export function useCart() {
  const [items, setItems] = useState<CartItem[]>(() => readCart());
  useEffect(() => {
    const sync = (event: StorageEvent) => event.key === KEY && setItems(readCart());
    const syncHere = () => setItems(readCart());
    window.addEventListener('storage', sync);
    window.addEventListener(CHANGED, syncHere);
    return () => {
      window.removeEventListener('storage', sync);
      window.removeEventListener(CHANGED, syncHere);
    };
  }, []);
  const update = useCallback((next: CartItem[]) => {
    write(next);
    setItems(next);
  }, []);
  return {
    items,
    change: (product: CartItem['product'], step: number) => update(changeQuantity(items, product, step)),
    clear: () => update([]),
  };
}
