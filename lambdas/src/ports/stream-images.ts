import type { StreamRecord } from 'aws-lambda';
import type { Booking } from '@wayfare/shared';
import type { InboxEntry } from './inbox';
import type { WalletLedgerEntry } from './wallet-ledger';

/** An item's image on the table's stream (a record's NewImage or OldImage). */
export type StreamImage = NonNullable<StreamRecord['NewImage']>;

/** Reads the table stream's images as the domain's records; only the adapter knows the item layout. */
export interface StreamImages {
  /** The booking the image holds, else null (no image, another item). */
  booking(image: StreamImage | undefined): Booking | null;
  /** The wallet ledger entry the image holds, else null (no image, another item). */
  walletEntry(image: StreamImage | undefined): WalletLedgerEntry | null;
  /** The received notification the image holds, else null (no image, another item). */
  inboxEntry(image: StreamImage | undefined): InboxEntry | null;
}
