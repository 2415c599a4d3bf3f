/** product.md §3 shop area: categories, products and the cart. */
export interface Category {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** The storage key of the image every product starts with (product.md §3 Product image). */
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

/**
 * A line of a booked cart. The spec leaves cart item fields open: the product and how many, with
 * the name and unit price the server read from the product when the order was placed, so the
 * order still reads the same after the catalogue changes.
 */
export interface CartItem {
  productId: string;
  quantity: number;
  name: string;
  /** Unit price at ordering, in the API's numbers. */
  amount: number;
}

/** The cart starts empty. */
export type Cart = CartItem[];
