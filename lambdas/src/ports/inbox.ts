import type { Page, PageRequest } from './page';

/**
 * One notification a rider or driver received (product.md §3 User.notifications): a trip's push, kept
 * as message keys so the app shows it in the reader's language, or an admin broadcast's text.
 */
export interface InboxEntry {
  uid: string;
  id: string;
  /** Epoch milliseconds. */
  at: number;
  title: string;
  body: string;
  /** True when title and body are message keys (a trip's push), false for a broadcast's own text. */
  messageKeys: boolean;
  /** The trip the notification is about, when it opens one. */
  bookingId?: string;
}

/** Each user's received notifications, kept for the data retention period. */
export interface Inbox {
  add(entry: InboxEntry): Promise<void>;
  /** Newest first. */
  list(uid: string, page: PageRequest): Promise<Page<InboxEntry>>;
  /** How many arrived after `after` (epoch ms), counting no further than `max`. */
  countAfter(uid: string, after: number, max: number): Promise<number>;
}
