/** Rider–driver chat of a booking (product.md §3 Chat message). */
import { isActiveBooking, type Booking, type User } from '@wayfare/shared';
import type { PageRequest } from '../ports/page';
import type { StoredChatMessage } from '../ports/chat-repository';
import { publishSafely } from './commit-change';
import { requireActor } from '../access/actor';
import { notPermitted, type Caller } from '../access/caller';
import { pushToUsers, type PushToUsersDeps } from '../notifications/push-to-users';
import { requireBooking } from './trip-steps';
import type { TripsDeps } from './trips-deps';

/** What the chat uses: the booking's parties, the messages, their live update and push. */
export type ChatDeps = Pick<TripsDeps, keyof PushToUsersDeps | 'bookings' | 'chat' | 'settings' | 'events'>;

const isChatParty = (booking: Booking, user: User): boolean =>
  (user.usertype === 'rider' && booking.customer === user.uid) ||
  (user.usertype === 'driver' && booking.driver === user.uid);

/** month:day:year and hours:minutes in the operator's time zone (product.md §3). */
function stampOf(at: number, timeZone: string): { msgDate: string; msgTime: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return { msgDate: `${parts.month}:${parts.day}:${parts.year}`, msgTime: `${parts.hour}:${parts.minute}` };
}

/** The booking's rider and driver, and admin: the chat, oldest first. */
export async function chatMessages(
  deps: Pick<ChatDeps, 'users' | 'bookings' | 'chat'>,
  caller: Caller | null,
  { bookingId, ...page }: { bookingId: string } & PageRequest,
) {
  const viewer = await requireActor(deps.users, caller);
  const { booking } = await requireBooking(deps, bookingId);
  if (viewer.usertype !== 'admin' && !isChatParty(booking, viewer)) throw notPermitted();
  return deps.chat.listByBooking(bookingId, page);
}

/** The booking's rider or driver, while the booking is active; the other party gets a push. */
export async function sendChatMessage(
  deps: ChatDeps,
  caller: Caller | null,
  { bookingId, message }: { bookingId: string; message: string },
): Promise<StoredChatMessage> {
  const sender = await requireActor(deps.users, caller, ['rider', 'driver']);
  const { booking } = await requireBooking(deps, bookingId);
  if (!isChatParty(booking, sender) || !booking.driver || !isActiveBooking(booking.status))
    throw notPermitted();
  const at = deps.now();
  const settings = await deps.settings.get();
  const source = sender.usertype === 'driver' ? 'driver' : 'rider';
  const stored = await deps.chat.add({
    bookingId,
    id: deps.newId(),
    at,
    message,
    from: sender.uid,
    type: 'msg',
    source,
    ...stampOf(at, settings?.timezone ?? 'UTC'),
  });
  const recipient = source === 'rider' ? booking.driver : booking.customer;
  await Promise.all([
    publishSafely(deps, () => deps.events.chatMessage(booking, stored), 'chatMessage'),
    pushToUsers(deps, [
      {
        uid: recipient,
        title: 'notification_title',
        body: 'chat_requested',
        screen: 'onlineChat',
        params: { bookingId },
      },
    ]),
  ]);
  return stored;
}
