import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamoStreamImages } from '../adapters/dynamodb/stream-images';
import type { InboxEntry } from '../ports/inbox';
import { publishInserts } from './publish-inserts';

const AT = Date.parse('2026-11-27T10:00:00.000Z');
const tripNotice: InboxEntry = {
  uid: 'rider-1',
  id: 'n-1',
  at: AT,
  title: 'notification_title',
  body: 'accept_booking_request',
  messageKeys: true,
  bookingId: 'b-1',
};
const { bookingId: _noTrip, ...withoutTrip } = tripNotice;
const broadcast: InboxEntry = {
  ...withoutTrip,
  id: 'n-2',
  title: 'Weekend offer',
  body: '10% off',
  messageKeys: false,
};

/** An inbox entry as the table holds it (adapters/dynamodb/inbox-entry.entity.ts), with its keys and expiry. */
const itemOf = (entry: InboxEntry) => ({
  ...entry,
  __edb_e__: 'inboxEntry',
  pk: `$wayfare#uid_${entry.uid}`,
  sk: `$inboxentry_1#at_${String(entry.at).padStart(13, '0')}#id_${entry.id}`,
  ttl: 1_900_000_000,
});
const record = (eventName: DynamoDBRecord['eventName'], item: Record<string, unknown>, sequence = '1') =>
  ({
    eventName,
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: sequence },
  }) as DynamoDBRecord;

/** The inbox consumer's feed (inbox.stream.ts); the wallet's is publish-wallet-changes.test.ts. */
const inboxFeed = (publish: (entry: InboxEntry) => Promise<void>, now: number) =>
  publishInserts({ read: dynamoStreamImages.inboxEntry, publish, now: () => now, onFailure: () => {} });

describe('live received notifications from the table stream', () => {
  it('publishes each inserted inbox entry to its recipient, without the keys or expiry', async () => {
    const published: InboxEntry[] = [];
    const handle = inboxFeed(async (entry) => void published.push(entry), AT + 1000);
    await handle({
      Records: [
        record('INSERT', itemOf(tripNotice)),
        // Entries are immutable: an update or another item's insert is nobody's news.
        record('MODIFY', itemOf(tripNotice)),
        record('INSERT', { ...itemOf(tripNotice), __edb_e__: 'walletEntry' }),
        // Replayed from the trim horizon long after: old news, not published.
        record('INSERT', itemOf({ ...tripNotice, id: 'n-old', at: AT - 24 * 3_600_000 })),
        record('INSERT', itemOf(broadcast)),
      ],
    });
    expect(published).toEqual([tripNotice, broadcast]);
  });

  it('stops at a record it could not publish, so the stream retries from there', async () => {
    const handle = inboxFeed(() => Promise.reject(new Error('API down')), AT);
    const answer = await handle({
      Records: [record('INSERT', itemOf(tripNotice), '7'), record('INSERT', itemOf(tripNotice), '8')],
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
  });
});
