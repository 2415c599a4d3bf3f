/** SPEC §3 shop area: categories, products and the cart. */
export interface Category {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** The storage key of the image every product starts with (SPEC §3 Product image). */
export const PRODUCT_PLACEHOLDER_IMAGE = 'products/placeholder.png';

export interface Product {
  id: string;
  name: string;
  image: string;
  /** Category id. */
  category: string;
  amount: number;
  size: string;
  description: string;
  createdAt: string;
}

/** The spec leaves cart item fields open; a product and a quantity is the least a cart needs. */
export interface CartItem {
  productId: string;
  quantity: number;
}

/** The cart starts empty. */
export type Cart = CartItem[];
