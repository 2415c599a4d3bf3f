import type { Product } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type ProductChanges = Omit<Product, 'id' | 'createdAt'>;

export interface ProductRepository {
  /** Throws VALIDATION ('update failed') when the id is taken. */
  create(product: Product): Promise<Product>;
  get(id: string): Promise<Product | null>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<Product>>;
  /** A category's products, newest first. */
  listByCategory(categoryId: string, page: PageRequest): Promise<Page<Product>>;
  /** Throws NOT_FOUND for an unknown id. */
  update(id: string, changes: ProductChanges): Promise<Product>;
  delete(id: string): Promise<void>;
}
