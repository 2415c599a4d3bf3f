/**
 * The table's stream consumer that tells recipients of each notification they receive: every new
 * inbox entry (notifications/inbox.ts), whatever kept it (a trip's push, a wallet top-up's, an admin
 * broadcast), goes to its recipient's onNotificationReceived (publish-inserts.ts), so the apps'
 * unread badge counts it at once. The cloud wires it through an event source mapping (infra streams
 * stack), the twin through its stream poller (infra/local/streams); both call this handler.
 */
import { inboxEvents, now, streamImages } from '../deps';
import { logger } from '../observability/logger';
import { publishInserts } from './publish-inserts';

export const handler = publishInserts({
  read: (image) => streamImages().inboxEntry(image),
  // Built on first use, like every adapter of deps.ts.
  publish: (entry) => inboxEvents().notificationReceived(entry),
  now,
  onFailure: (record, error) =>
    logger.error('Inbox stream record failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error }),
});
