/**
 * Push notifications (product.md §2, §3, §5): the admin sends one to every rider or driver on a device
 * type, keeps it in the list, and may delete it from the list.
 */
import {
  DomainError,
  isNotificationRecipient,
  notFound,
  noUserMatch,
  type Notification,
} from '@wayfare/shared';
import type { Caller } from '../access/caller';
import type { PageRequest } from '../ports/page';
import { MAX_PAGE_SIZE } from '../ports/page';
import { requireAdmin, requireAdminAllowedInDemo } from '../access/actor';
import { keepInInbox } from './inbox';
import type { NotificationsDeps } from './notifications-deps';

export type NotificationInput = Omit<Notification, 'id'>;

export async function listNotifications(deps: NotificationsDeps, caller: Caller | null, page: PageRequest) {
  await requireAdmin(deps.users, caller);
  return deps.notifications.list(page);
}

/**
 * Reads the users of the type page by page (the users-by-type index; never a scan) and pushes to
 * every recipient of each page as it goes, keeping the notification in each recipient's inbox. A push that fails (a stale token) is logged and skipped.
 * Answers how many recipients there were.
 */
async function pushToRecipients(
  deps: NotificationsDeps,
  id: string,
  input: NotificationInput,
): Promise<number> {
  const push = deps.push;
  if (!push)
    throw new DomainError({ code: 'INTERNAL', messageKey: 'internal_error', params: { reason: 'no push' } });
  let recipients = 0;
  let nextToken: string | null = null;
  do {
    const page = await deps.users.listByType(input.usertype, { limit: MAX_PAGE_SIZE, nextToken });
    const matching = page.items.filter((user) => isNotificationRecipient(user, input));
    recipients += matching.length;
    const at = deps.now();
    const sent = await Promise.allSettled(
      matching.map(async (user) => {
        const entry = { uid: user.uid, id, at, title: input.title, body: input.body, messageKeys: false };
        await keepInInbox(deps, entry);
        await push.send({ token: user.pushToken, title: input.title, body: input.body });
      }),
    );
    sent.forEach((outcome, index) => {
      if (outcome.status === 'rejected') {
        deps.warn('Push not delivered', { uid: matching[index]!.uid, error: outcome.reason as unknown });
      }
    });
    nextToken = page.nextToken;
  } while (nextToken);
  return recipients;
}

/** Sends, then keeps the notification; with no recipient nothing is kept ('no_user_match'). */
export async function sendNotification(
  deps: NotificationsDeps,
  caller: Caller | null,
  input: NotificationInput,
): Promise<Notification> {
  await requireAdminAllowedInDemo(deps, caller, 'notification.send');
  const id = deps.newId();
  if ((await pushToRecipients(deps, id, input)) === 0) throw noUserMatch(input);
  return deps.notifications.create({ id, ...input }, new Date(deps.now()));
}

export async function deleteNotification(
  deps: NotificationsDeps,
  caller: Caller | null,
  id: string,
): Promise<string> {
  await requireAdmin(deps.users, caller);
  if (!(await deps.notifications.get(id))) throw notFound(id);
  await deps.notifications.delete(id);
  return id;
}
