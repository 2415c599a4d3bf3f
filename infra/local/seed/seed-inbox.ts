/**
 * The demo's received notifications (the apps' notifications screens), written through the inbox
 * the server keeps them in, as the server would have kept them: a sent broadcast in each of its
 * recipients' inboxes (sendNotification), an admin top-up as 'wallet_updated' (addToWallet).
 */
import { isNotificationRecipient, type Notification } from '@wayfare/shared';

type Deps = typeof import('@wayfare/lambdas/src/deps');

/** Users read a page at a time, as sendNotification reads them. */
const RECIPIENTS_PAGE = 100;

/** Keeps a broadcast sent at `at` in the inbox of every user it went to, as the admin's text. */
export async function keepDemoBroadcast(deps: Deps, notification: Notification, at: Date): Promise<void> {
  let nextToken: string | null = null;
  do {
    const page = await deps.userRepository().listByType(notification.usertype, {
      limit: RECIPIENTS_PAGE,
      nextToken,
    });
    const recipients = page.items.filter((user) => isNotificationRecipient(user, notification));
    await Promise.all(
      recipients.map((user) =>
        deps.inbox().add({
          uid: user.uid,
          id: notification.id,
          at: at.getTime(),
          title: notification.title,
          body: notification.body,
          messageKeys: false,
        }),
      ),
    );
    nextToken = page.nextToken;
  } while (nextToken);
}

/** Keeps the push an admin top-up sends its user, as message keys (shown in the reader's language). */
export async function keepDemoTopUpNotice(deps: Deps, uid: string, id: string, at: Date): Promise<void> {
  await deps.inbox().add({
    uid,
    id,
    at: at.getTime(),
    title: 'notification_title',
    body: 'wallet_updated',
    messageKeys: true,
  });
}
