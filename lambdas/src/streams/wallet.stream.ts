/**
 * The table's stream consumer that tells wallet owners of each new entry (publish-wallet-changes.ts).
 * The cloud wires it through an event source mapping (infra streams stack), the twin through its
 * stream poller (infra/local/streams); both call this handler.
 */
import { now, streamImages, walletEvents } from '../deps';
import { logger } from '../observability/logger';
import { publishWalletChanges } from './publish-wallet-changes';

export const handler = publishWalletChanges({
  images: streamImages(),
  // Built on first use, like every adapter of deps.ts.
  events: { walletChanged: (entry) => walletEvents().walletChanged(entry) },
  now,
  onFailure: (record, error) =>
    logger.error('Wallet stream record failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error }),
});
