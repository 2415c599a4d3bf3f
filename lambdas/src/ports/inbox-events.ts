import type { InboxEntry } from './inbox';

/**
 * Live received notifications (onNotificationReceived): every inbox entry, whatever kept it (a
 * trip's push, a wallet top-up, an admin broadcast), reaches its recipient's apps the same way.
 */
export interface InboxEvents {
  notificationReceived(entry: InboxEntry): Promise<void>;
}
