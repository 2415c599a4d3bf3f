import type { AuditEntry, CarType } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

export type CarTypeChanges = Omit<CarType, 'id'>;

/** Each write takes the operator's audit entry, written in the same transaction (or neither is). */
export interface CarTypeRepository {
  /** Throws VALIDATION ('update failed') when the id is taken. */
  create(carType: CarType, createdAt: Date, audit?: AuditEntry): Promise<CarType>;
  get(id: string): Promise<CarType | null>;
  /** In the order they were added. */
  list(page: PageRequest): Promise<Page<CarType>>;
  /** Throws NOT_FOUND for an unknown id. */
  update(id: string, changes: CarTypeChanges, audit?: AuditEntry): Promise<CarType>;
  /** Throws NOT_FOUND for an unknown id. */
  delete(id: string, audit?: AuditEntry): Promise<void>;
}
