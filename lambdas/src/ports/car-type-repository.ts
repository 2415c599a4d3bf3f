import type { CarType } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type CarTypeChanges = Omit<CarType, 'id'>;

export interface CarTypeRepository {
  /** Throws VALIDATION ('update failed') when the id is taken. */
  create(carType: CarType, createdAt: Date): Promise<CarType>;
  get(id: string): Promise<CarType | null>;
  /** In the order they were added. */
  list(page: PageRequest): Promise<Page<CarType>>;
  /** Throws NOT_FOUND for an unknown id. */
  update(id: string, changes: CarTypeChanges): Promise<CarType>;
  delete(id: string): Promise<void>;
}
