/**
 * The notifications a rider or driver received (product.md §3 User.notifications), for the apps'
 * notifications screen: every trip push and admin broadcast is kept per recipient as it is sent,
 * whether or not a device took the push (a web app has no push token).
 */
import type { Caller } from '../access/caller';
import { notPermitted } from '../access/caller';
import { requireProfile } from '../access/actor';
import type { Inbox, InboxEntry } from '../ports/inbox';
import type { Page, PageRequest } from '../ports/page';
import type { UserRepository } from '../ports/user-repository';

/** Riders and drivers receive notifications; the back office's users do not. */
const RECEIVERS = ['rider', 'driver'] as const;

/** The badge counts up to this many unread notifications ('99+' past it). */
export const MAX_UNREAD_COUNTED = 100;

type InboxDeps = { users: UserRepository; inbox: Inbox };

async function requireReceiver(deps: InboxDeps, caller: Caller | null) {
  const actor = await requireProfile(deps.users, caller);
  if (!RECEIVERS.some((type) => type === actor.usertype)) throw notPermitted();
  return actor;
}

/** The caller's own received notifications, newest first. */
export async function myNotifications(
  deps: InboxDeps,
  caller: Caller | null,
  page: PageRequest,
): Promise<Page<InboxEntry>> {
  const actor = await requireReceiver(deps, caller);
  return deps.inbox.list(actor.uid, page);
}

/** How many of the caller's notifications arrived since it last opened them, up to MAX_UNREAD_COUNTED. */
export async function unreadNotifications(deps: InboxDeps, caller: Caller | null): Promise<number> {
  const actor = await requireReceiver(deps, caller);
  return deps.inbox.countAfter(actor.uid, actor.notificationsSeenAt ?? 0, MAX_UNREAD_COUNTED);
}

/** onNotificationReceived(uid): a rider's or driver's notifications go to it alone, whoever else asks. */
export async function authorizeInboxFeed(
  deps: InboxDeps,
  caller: Caller | null,
  { uid }: { uid: string },
): Promise<null> {
  const actor = await requireReceiver(deps, caller);
  if (actor.uid !== uid) throw notPermitted();
  return null;
}

/** The caller opened its notifications: all received so far are seen (the server's time). */
export async function markNotificationsSeen(
  deps: InboxDeps & { now: () => number },
  caller: Caller | null,
): Promise<number> {
  const actor = await requireReceiver(deps, caller);
  await deps.users.update(actor.uid, { notificationsSeenAt: deps.now() });
  return 0;
}

/** Keeps a received notification; a failed write is logged, never failing what sent it. */
export async function keepInInbox(
  deps: { inbox: Inbox; warn: (message: string, details: Record<string, unknown>) => void },
  entry: InboxEntry,
): Promise<void> {
  await deps.inbox
    .add(entry)
    .catch((error: unknown) => deps.warn('Notification not kept', { uid: entry.uid, error }));
}
