/**
 * Live feeds from the table's stream: each new immutable entry (a wallet ledger entry, a received
 * notification) is published to its owner's subscription whatever wrote it, so no path that writes
 * one can forget to tell the apps. Entries are immutable, so only inserts count; a redelivered
 * record publishes again. Partial batch responses: on a failed record the batch stops there and
 * the stream retries from it.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamImage } from '../ports/stream-images';

/**
 * An entry older than this is old news (a stream read from its trim horizon after a restart, the
 * twin's seeded history): nobody waits for it, and the apps read afresh whenever they reconnect,
 * so it is not published.
 */
export const LIVE_FOR_MS = 5 * 60_000;

export interface InsertFeed<T extends { at: number }> {
  /** The feed's entry an image holds, else null (another item). */
  read: (image: StreamImage | undefined) => T | null;
  publish: (entry: T) => Promise<void>;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

/** The entry this record inserted, else null (other items, updates, removals). */
export const insertedEntry = <T>(
  read: (image: StreamImage | undefined) => T | null,
  record: DynamoDBRecord,
): T | null => (record.eventName === 'INSERT' ? read(record.dynamodb?.NewImage) : null);

/** The stream handler that publishes each live entry the records insert. */
export function publishInserts<T extends { at: number }>({ read, publish, now, onFailure }: InsertFeed<T>) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      try {
        const entry = insertedEntry(read, record);
        if (entry && now() - entry.at <= LIVE_FOR_MS) await publish(entry);
      } catch (error) {
        onFailure(record, error);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
