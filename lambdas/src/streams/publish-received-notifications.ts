/**
 * Live received notifications from the table's stream: each new inbox entry (notifications/inbox.ts)
 * is published to its recipient's onNotificationReceived (publish-inserts.ts), whatever kept it (a
 * trip's push, a wallet top-up's, an admin broadcast), so the apps' unread badge counts it at once.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import type { InboxEvents } from '../ports/inbox-events';
import type { StreamImages } from '../ports/stream-images';
import { publishInserts } from './publish-inserts';

export interface InboxStreamDeps {
  images: StreamImages;
  events: InboxEvents;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

export const publishReceivedNotifications = ({ images, events, now, onFailure }: InboxStreamDeps) =>
  publishInserts({
    read: (image) => images.inboxEntry(image),
    publish: (entry) => events.notificationReceived(entry),
    now,
    onFailure,
  });
