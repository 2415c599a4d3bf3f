/** SPEC §3 shop area: categories, products and the cart. */
export interface Category {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

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
