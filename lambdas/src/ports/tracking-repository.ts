import type { TrackingEntry } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** The driver's positions during a booking (product.md §3, §7), kept for a configured retention. */
export interface TrackingRepository {
  add(bookingId: string, entry: TrackingEntry): Promise<TrackingEntry>;
  /** Oldest first: the order trip distance and route drawing need. */
  listByBooking(bookingId: string, request: PageRequest): Promise<Page<TrackingEntry>>;
  /** The newest entry, what a live tracking view shows (product.md §7). */
  last(bookingId: string): Promise<TrackingEntry | null>;
}
