import type { InboxEvents } from '../../ports/inbox-events';
import { createAppSyncPublisher, type AppSyncPublisherOptions } from './appsync-publisher';
import { PUBLISH_NOTIFICATION_RECEIVED } from './publish-documents';

/** New inbox entries through the API's IAM-only publish mutation (appsync-publisher.ts). */
export function createAppSyncInboxEvents(options: AppSyncPublisherOptions): InboxEvents {
  const publish = createAppSyncPublisher(options);
  return { notificationReceived: (entry) => publish(PUBLISH_NOTIFICATION_RECEIVED, entry) };
}
