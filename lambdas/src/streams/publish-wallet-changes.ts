/**
 * Live wallet changes from the table's stream: each new ledger entry (docs/money.md) is published
 * to its owner's onWalletChanged, whatever transaction wrote it, so no path that moves money can
 * forget to tell the apps. Entries are immutable, so only inserts count; a redelivered record
 * publishes again, which a client takes as one more "read the wallet again". Partial batch
 * responses: on a failed record the batch stops there and the stream retries from it.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamImages } from '../ports/stream-images';
import type { WalletEvents } from '../ports/wallet-events';
import type { WalletLedgerEntry } from '../ports/wallet-ledger';

export interface WalletStreamDeps {
  images: StreamImages;
  events: WalletEvents;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

/**
 * An entry older than this is old news (a stream read from its trim horizon after a restart, the
 * twin's seeded history): nobody waits for it, and the apps read the wallet afresh whenever they
 * reconnect, so it is not published.
 */
export const LIVE_FOR_MS = 5 * 60_000;

/** The ledger entry this record inserted, else null (other items, updates, removals). */
export const insertedWalletEntry = (
  images: StreamImages,
  record: DynamoDBRecord,
): WalletLedgerEntry | null =>
  record.eventName === 'INSERT' ? images.walletEntry(record.dynamodb?.NewImage) : null;

export function publishWalletChanges({ images, events, now, onFailure }: WalletStreamDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      try {
        const entry = insertedWalletEntry(images, record);
        if (entry && now() - entry.at <= LIVE_FOR_MS) await events.walletChanged(entry);
      } catch (error) {
        onFailure(record, error);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
