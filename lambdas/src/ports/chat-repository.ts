import type { ChatMessage } from '@wayfare/shared';
import type { Page, PageRequest } from './page';

/** A chat message as stored: its booking, a unique id and the send time (epoch ms). */
export interface StoredChatMessage extends ChatMessage {
  bookingId: string;
  id: string;
  at: number;
}

/** Rider–driver chat per booking (product.md §3, §7), kept for a configured retention. */
export interface ChatRepository {
  /** Writing the same message (booking, time, id) twice stores it once. */
  add(message: StoredChatMessage): Promise<StoredChatMessage>;
  /** Oldest first, the order a conversation reads in. */
  listByBooking(bookingId: string, request: PageRequest): Promise<Page<StoredChatMessage>>;
}
