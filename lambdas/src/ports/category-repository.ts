import type { Category } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type CategoryChanges = Pick<Category, 'name' | 'description'>;

export interface CategoryRepository {
  /** Throws VALIDATION ('update failed') when the id is taken. */
  create(category: Category): Promise<Category>;
  get(id: string): Promise<Category | null>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<Category>>;
  /** Throws NOT_FOUND for an unknown id. */
  update(id: string, changes: CategoryChanges): Promise<Category>;
  delete(id: string): Promise<void>;
}
