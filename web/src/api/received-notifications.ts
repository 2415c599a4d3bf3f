/** The notifications a rider or driver received (trip pushes and admin broadcasts), newest first. */
import type { Page } from './catalogue';
import { graphql } from './generated';
import type { AppReceivedNotificationsQuery } from './generated/graphql';
import type { ApiError } from './api-error';
import { answered, openSubscription, runOperation } from './graphql-client';

export type ReceivedNotification = AppReceivedNotificationsQuery['myNotifications']['items'][number];

const MY_NOTIFICATIONS = graphql(`
  query AppReceivedNotifications($limit: Int, $nextToken: String) {
    myNotifications(limit: $limit, nextToken: $nextToken) {
      items {
        id
        at
        title
        body
        messageKeys
        bookingId
      }
      nextToken
    }
  }
`);

export const myNotifications = async (nextToken: string | null): Promise<Page<ReceivedNotification>> =>
  answered(
    (await runOperation(MY_NOTIFICATIONS, { variables: { limit: 20, nextToken }, authMode: 'userPool' }))
      .myNotifications,
  );

const UNREAD = graphql(`
  query AppUnreadNotifications {
    unreadNotifications
  }
`);

const SEEN = graphql(`
  mutation AppMarkNotificationsSeen {
    markNotificationsSeen
  }
`);

/** How many arrived since the reader last opened its notifications (the server counts up to 100). */
export const unreadNotifications = async (): Promise<number> =>
  (await runOperation(UNREAD, { authMode: 'userPool' })).unreadNotifications;

/** The reader opened its notifications: none is unread any more. */
export const markNotificationsSeen = async (): Promise<void> => {
  await runOperation(SEEN, { authMode: 'userPool' });
};

const ON_NOTIFICATION = graphql(`
  subscription AppOnNotificationReceived($uid: ID!) {
    onNotificationReceived(uid: $uid) {
      id
    }
  }
`);

/** One frame for each notification the user receives (the server refuses anyone else's). */
export const onNotificationReceived = (
  uid: string,
  handlers: { onData: (notification: { id: string }) => void; onError?: (error: ApiError) => void },
): (() => void) =>
  openSubscription(
    ON_NOTIFICATION,
    () => Promise.resolve('userPool' as const),
    {
      onData: ({ onNotificationReceived: notification }) => {
        if (notification) handlers.onData(notification);
      },
      onError: handlers.onError,
    },
    { uid },
  );
