/**
 * The table's stream consumer that tells recipients of each notification they receive
 * (publish-received-notifications.ts). The cloud wires it through an event source mapping (infra
 * streams stack), the twin through its stream poller (infra/local/streams); both call this handler.
 */
import { clock, inboxEvents, streamImages } from '../deps';
import { logger } from '../observability/logger';
import { publishReceivedNotifications } from './publish-received-notifications';

export const handler = publishReceivedNotifications({
  images: streamImages(),
  // Built on first use, like every adapter of deps.ts.
  events: { notificationReceived: (entry) => inboxEvents().notificationReceived(entry) },
  now: () => clock().getTime(),
  onFailure: (record, error) =>
    logger.error('Inbox stream record failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error }),
});
