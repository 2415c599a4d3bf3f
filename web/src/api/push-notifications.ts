/** Push notifications the admin sends (product.md §2: add and delete only). */
import type { Page, PageRequest } from './catalogue';
import { graphql } from './generated';
import { answered, runOperation } from './graphql-client';

export interface PushNotification {
  id: string;
  usertype: 'rider' | 'driver';
  devicetype: 'All' | 'ANDROID' | 'IOS';
  title: string;
  body: string;
}

const NOTIFICATIONS = graphql(`
  query Notifications($limit: Int, $nextToken: String) {
    notifications(limit: $limit, nextToken: $nextToken) {
      items {
        id
        usertype
        devicetype
        title
        body
      }
      nextToken
    }
  }
`);
const SEND_NOTIFICATION = graphql(`
  mutation SendNotification($input: PushNotificationInput!) {
    sendNotification(input: $input) {
      id
    }
  }
`);
const DELETE_NOTIFICATION = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const listNotifications = async ({ limit, nextToken }: PageRequest): Promise<Page<PushNotification>> =>
  answered(
    (await runOperation(NOTIFICATIONS, { variables: { limit, nextToken }, authMode: 'userPool' }))
      .notifications,
  );

/** Sends to every matching user; 'no_user_match' when there is none. */
export const sendNotification = (input: Omit<PushNotification, 'id'>) =>
  runOperation(SEND_NOTIFICATION, { variables: { input }, authMode: 'userPool' });

export const deleteNotification = (id: string) =>
  runOperation(DELETE_NOTIFICATION, { variables: { id }, authMode: 'userPool' });
