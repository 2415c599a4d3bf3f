/**
 * Live wallet changes from the table's stream: each new ledger entry (docs/money.md) is published
 * to its owner's onWalletChanged, whatever transaction wrote it, so no path that moves money can
 * forget to tell the apps. Entries are immutable, so only inserts count; a redelivered record
 * publishes again, which a client takes as one more "read the wallet again". Partial batch
 * responses: on a failed record the batch stops there and the stream retries from it.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { walletEntrySchema } from '../adapters/dynamodb/wallet-entry.entity';
import { toLedgerEntry } from '../adapters/dynamodb/wallet-postings';
import type { WalletEvents } from '../ports/wallet-events';
import type { WalletLedgerEntry } from '../ports/wallet-ledger';

export interface WalletStreamDeps {
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

/** ElectroDB marks each item with its entity's name. */
const ENTITY_ATTRIBUTE = '__edb_e__';

/** The ledger entry this record inserted, else null (other items, updates, removals). */
export function insertedWalletEntry(record: DynamoDBRecord): WalletLedgerEntry | null {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return null;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (item[ENTITY_ATTRIBUTE] !== walletEntrySchema.model.entity) return null;
  return toLedgerEntry({
    uid: String(item.uid),
    key: String(item.key),
    type: item.type as WalletLedgerEntry['type'],
    amountMinor: Number(item.amountMinor),
    balanceMinor: Number(item.balanceMinor),
    date: String(item.date),
    txRef: String(item.txRef),
    // The owner's feed carries the reason of an admin's correction, not the admin's name.
    ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
  });
}

export function publishWalletChanges({ events, now, onFailure }: WalletStreamDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      try {
        const entry = insertedWalletEntry(record);
        if (entry && now() - entry.at <= LIVE_FOR_MS) await events.walletChanged(entry);
      } catch (error) {
        onFailure(record, error);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
