/**
 * Live wallet changes from the table's stream: each new ledger entry (docs/money.md) is published
 * to its owner's onWalletChanged (publish-inserts.ts), whatever transaction wrote it; a client takes
 * a redelivered one as one more "read the wallet again".
 */
import type { DynamoDBRecord } from 'aws-lambda';
import type { StreamImages } from '../ports/stream-images';
import type { WalletEvents } from '../ports/wallet-events';
import type { WalletLedgerEntry } from '../ports/wallet-ledger';
import { insertedEntry, publishInserts } from './publish-inserts';

export interface WalletStreamDeps {
  images: StreamImages;
  events: WalletEvents;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

/** The ledger entry this record inserted, else null (other items, updates, removals). */
export const insertedWalletEntry = (images: StreamImages, record: DynamoDBRecord): WalletLedgerEntry | null =>
  insertedEntry((image) => images.walletEntry(image), record);

export const publishWalletChanges = ({ images, events, now, onFailure }: WalletStreamDeps) =>
  publishInserts({
    read: (image) => images.walletEntry(image),
    publish: (entry) => events.walletChanged(entry),
    now,
    onFailure,
  });
