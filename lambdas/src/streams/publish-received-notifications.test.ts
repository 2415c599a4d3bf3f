import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamoStreamImages } from '../adapters/dynamodb/stream-images';
import type { InboxEntry } from '../ports/inbox';
import { publishReceivedNotifications } from './publish-received-notifications';

const AT = Date.parse('2026-11-27T10:00:00.000Z');
/** An inbox entry as the table holds it (adapters/dynamodb/inbox-entry.entity.ts). */
const entryItem = {
  __edb_e__: 'inboxEntry',
  pk: '$wayfare#uid_rider-1',
  sk: '$inboxentry_1#at_0001795773600000#id_n-1',
  uid: 'rider-1',
  id: 'n-1',
  at: AT,
  title: 'driver_accepted_title',
  body: 'driver_accepted_body',
  messageKeys: true,
  bookingId: 'b-1',
  ttl: 1_900_000_000,
};
const record = (eventName: DynamoDBRecord['eventName'], item: Record<string, unknown>, sequence = '1') =>
  ({
    eventName,
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: sequence },
  }) as DynamoDBRecord;

describe('live received notifications from the table stream', () => {
  it('publishes each inserted inbox entry to its recipient, without the keys or expiry', async () => {
    const published: InboxEntry[] = [];
    const handle = publishReceivedNotifications({
      images: dynamoStreamImages,
      events: { notificationReceived: async (entry) => void published.push(entry) },
      now: () => AT + 1000,
      onFailure: () => {},
    });
    const broadcast = {
      ...entryItem,
      id: 'n-2',
      title: 'Weekend offer',
      body: '10% off',
      messageKeys: false,
    };
    delete (broadcast as Partial<typeof broadcast>).bookingId;
    await handle({
      Records: [
        record('INSERT', entryItem),
        // Entries are immutable: an update or another item's insert is nobody's news.
        record('MODIFY', entryItem),
        record('INSERT', { ...entryItem, __edb_e__: 'walletEntry' }),
        // Replayed from the trim horizon long after: old news, not published.
        record('INSERT', { ...entryItem, id: 'n-old', at: AT - 24 * 3_600_000 }),
        record('INSERT', broadcast),
      ],
    });
    expect(published).toEqual([
      {
        uid: 'rider-1',
        id: 'n-1',
        at: AT,
        title: 'driver_accepted_title',
        body: 'driver_accepted_body',
        messageKeys: true,
        bookingId: 'b-1',
      },
      { uid: 'rider-1', id: 'n-2', at: AT, title: 'Weekend offer', body: '10% off', messageKeys: false },
    ]);
  });

  it('stops at a record it could not publish, so the stream retries from there', async () => {
    const handle = publishReceivedNotifications({
      images: dynamoStreamImages,
      events: { notificationReceived: () => Promise.reject(new Error('API down')) },
      now: () => AT,
      onFailure: () => {},
    });
    const answer = await handle({
      Records: [record('INSERT', entryItem, '7'), record('INSERT', entryItem, '8')],
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
  });
});
