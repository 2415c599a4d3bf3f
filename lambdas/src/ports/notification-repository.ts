import type { Notification } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** Sent push notifications (product.md §2: add and delete only). */
export interface NotificationRepository {
  create(notification: Notification, createdAt: Date): Promise<Notification>;
  get(id: string): Promise<Notification | null>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<Notification>>;
  delete(id: string): Promise<void>;
}
