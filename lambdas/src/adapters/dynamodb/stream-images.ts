/** The table stream's images read as the domain's records (ports/stream-images.ts). */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { InboxEntry } from '../../ports/inbox';
import type { StreamImage, StreamImages } from '../../ports/stream-images';
import type { WalletLedgerEntry } from '../../ports/wallet-ledger';
import { bookingFromRawItem } from './booking.mapper';
import { inboxEntrySchema } from './inbox-entry.entity';
import { toInboxEntry } from './inbox.repository';
import { walletEntrySchema } from './wallet-entry.entity';
import { toLedgerEntry } from './wallet-postings';

/** ElectroDB marks each item with its entity's name. */
const ENTITY_ATTRIBUTE = '__edb_e__';

// The stream's attribute values (aws-lambda's type) are the SDK's wire format.
const itemOf = (image: StreamImage) => unmarshall(image as Record<string, AttributeValue>);

function walletEntry(image: StreamImage | undefined): WalletLedgerEntry | null {
  if (!image) return null;
  const item = itemOf(image);
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

function inboxEntry(image: StreamImage | undefined): InboxEntry | null {
  if (!image) return null;
  const item = itemOf(image);
  if (item[ENTITY_ATTRIBUTE] !== inboxEntrySchema.model.entity) return null;
  return toInboxEntry(item as InboxEntry);
}

export const dynamoStreamImages: StreamImages = {
  booking: (image) => (image ? bookingFromRawItem(itemOf(image)) : null),
  walletEntry,
  inboxEntry,
};
