/** Push notifications the admin sends (SPEC §2: add and delete only). */
import type { Page, PageRequest } from './catalogue';
import { runOperation } from './graphql-client';

export interface PushNotification {
  id: string;
  usertype: 'rider' | 'driver';
  devicetype: 'All' | 'ANDROID' | 'IOS';
  title: string;
  body: string;
}

const FIELDS = 'id usertype devicetype title body';

export const listNotifications = async ({ limit, nextToken }: PageRequest) =>
  (
    await runOperation<{ notifications: Page<PushNotification> }>(
      `query Notifications($limit: Int, $nextToken: String) {
        notifications(limit: $limit, nextToken: $nextToken) { items { ${FIELDS} } nextToken } }`,
      { variables: { limit, nextToken }, authMode: 'userPool' },
    )
  ).notifications;

/** Sends to every matching user; 'no_user_match' when there is none. */
export const sendNotification = (input: Omit<PushNotification, 'id'>) =>
  runOperation(
    `mutation SendNotification($input: PushNotificationInput!) { sendNotification(input: $input) { id } }`,
    { variables: { input }, authMode: 'userPool' },
  );

export const deleteNotification = (id: string) =>
  runOperation(`mutation DeleteNotification($id: ID!) { deleteNotification(id: $id) }`, {
    variables: { id },
    authMode: 'userPool',
  });
