/** Tracking entries and chat messages of a booking against DynamoDB Local (docs/data-model.md). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoChatRepository } from '@wayfare/lambdas/src/adapters/dynamodb/chat.repository';
import { DynamoTrackingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/tracking.repository';
import type { StoredChatMessage } from '@wayfare/lambdas/src/ports/chat-repository';
import { readAll } from './support/read-all';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
let tracking: DynamoTrackingRepository;
let chat: DynamoChatRepository;
const RETENTION_DAYS = 7;

beforeAll(async () => {
  table = await startLocalTable();
  tracking = new DynamoTrackingRepository(table.client, table.tableName, { retentionDays: RETENTION_DAYS });
  chat = new DynamoChatRepository(table.client, table.tableName, { retentionDays: RETENTION_DAYS });
});
afterAll(() => table?.close());

const T0 = Date.UTC(2024, 3, 1, 12);
const rawItem = async (pk: string, sk: string) =>
  (await table.client.send(new GetCommand({ TableName: table.tableName, Key: { pk, sk } }))).Item;

describe('tracking entries', () => {
  it('lists a booking’s entries in time order, whatever order they were written in, page by page', async () => {
    const times = [5, 1, 4, 2, 3].map((minute) => T0 + minute * 60_000);
    for (const at of times) await tracking.add('trip-1', { at, status: 'STARTED', lat: 1, lng: at % 7 });
    await tracking.add('trip-2', { at: T0, status: 'ACCEPTED', lat: 9, lng: 9 });
    const all = await readAll((request) => tracking.listByBooking('trip-1', request), 2);
    expect(all.items.map((entry) => entry.at)).toEqual([...times].sort((a, b) => a - b));
    expect(all.pages).toBe(3);
  });

  it('gives the last entry, or null for a booking with none', async () => {
    expect(await tracking.last('trip-1')).toEqual({
      at: T0 + 5 * 60_000,
      status: 'STARTED',
      lat: 1,
      lng: (T0 + 5 * 60_000) % 7,
    });
    expect(await tracking.last('no-trip')).toBeNull();
  });

  it('expires entries after the retention period', async () => {
    const item = await rawItem(
      '$wayfare#bookingid_trip-2',
      `$trackingentry_1#at_${String(T0).padStart(13, '0')}`,
    );
    expect(item?.ttl).toBe(T0 / 1000 + RETENTION_DAYS * 86_400);
  });
});

describe('chat messages', () => {
  const message = (id: string, at: number, source: 'rider' | 'driver' = 'rider'): StoredChatMessage => ({
    bookingId: 'chat-trip',
    id,
    at,
    message: `hello ${id}`,
    from: source === 'rider' ? 'rider-1' : 'driver-1',
    type: 'msg',
    msgDate: '4:1:2024',
    msgTime: '12:00',
    source,
  });

  it('lists a booking’s conversation in time order, page by page, and only that booking’s', async () => {
    await chat.add(message('m2', T0 + 2000, 'driver'));
    await chat.add(message('m1', T0 + 1000));
    await chat.add(message('m3', T0 + 3000));
    await chat.add({ ...message('other', T0), bookingId: 'other-trip' });
    const all = await readAll((request) => chat.listByBooking('chat-trip', request), 2);
    expect(all.items.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(all.items[1]).toEqual(message('m2', T0 + 2000, 'driver'));
  });

  it('stores a retried message once', async () => {
    await chat.add(message('m1', T0 + 1000));
    expect((await chat.listByBooking('chat-trip', {})).items.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('expires messages after the retention period', async () => {
    const item = await rawItem(
      '$wayfare#bookingid_chat-trip',
      `$chatmessage_1#at_${String(T0 + 1000).padStart(13, '0')}#id_m1`,
    );
    expect(item?.ttl).toBe((T0 + 1000) / 1000 + RETENTION_DAYS * 86_400);
  });
});
