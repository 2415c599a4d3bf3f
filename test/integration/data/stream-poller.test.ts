/**
 * The twin's stream poller (infra/local/streams/stream-poller.ts): one read of the table's stream
 * for every consumer, each consumer getting the records in order on its own, as its own event
 * source mapping would in the cloud, and retried from a failed record without holding the others.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { startStreamPoller, type StreamPoller } from '@wayfare/infra/local/streams/stream-poller';
import { pollUntil } from '../../support/poll';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
const write = (n: number) =>
  table.client.send(
    new PutCommand({ TableName: table.tableName, Item: { pk: 'STREAM#test', sk: `item-${n}` } }),
  );
let poller: StreamPoller;

/** The items' keys a consumer was handed, delivery by delivery. */
const keysOf = (event: DynamoDBStreamEvent) => event.Records.map((record) => record.dynamodb!.Keys!.sk!.S!);

const steady: string[] = [];
const flaky: string[][] = [];
/** While set, the flaky consumer fails at this item every time it is handed it. */
let failingAt: string | undefined = 'item-3';

beforeAll(async () => {
  table = await startLocalTable();
  poller = await startStreamPoller({
    endpoint: table.endpoint,
    tableName: table.tableName,
    idleMs: 50,
    handlers: {
      steady: async (event) => void steady.push(...keysOf(event)),
      flaky: async (event): Promise<DynamoDBBatchResponse> => {
        flaky.push(keysOf(event));
        const failed = event.Records.find((record) => record.dynamodb!.Keys!.sk!.S === failingAt);
        return { batchItemFailures: failed ? [{ itemIdentifier: failed.dynamodb!.SequenceNumber! }] : [] };
      },
    },
  });
  for (const n of [1, 2, 3]) await write(n);
});
afterAll(async () => {
  await poller?.close();
  await table?.close();
});

const ALL = ['item-1', 'item-2', 'item-3', 'item-4', 'item-5'];

/** Waits until `done` holds of what the consumers were handed. */
const until = (what: string, done: () => boolean) =>
  pollUntil(
    async () => done(),
    (held) => held,
    { what, timeoutMs: 30_000 },
  );

/** The flaky consumer's deliveries that held its failing record, after the first of them. */
const retries = () => flaky.filter((keys) => keys.includes('item-3')).slice(1);

it("hands every record to each consumer in order, while another consumer's record keeps failing", async () => {
  await until('the flaky consumer is handed its failed record again', () => retries().length >= 1);
  // Written while the flaky consumer is held: read and handed to the steady one all the same.
  await write(4);
  await write(5);
  await until('the steady consumer has every record', () => steady.length === ALL.length);
  expect(steady).toEqual(ALL);
  // Each retry starts at the record that failed.
  expect(retries().map((keys) => keys[0])).toEqual(retries().map(() => 'item-3'));
});

it('goes on from the failed record once it succeeds, handing nothing before it again', async () => {
  failingAt = undefined;
  await until('the flaky consumer has had every record', () => flaky.flat().includes('item-5'));
  const handed = flaky.flat();
  expect(handed.filter((key, at) => handed.indexOf(key) === at)).toEqual(ALL);
  expect(handed.filter((key) => key === 'item-1' || key === 'item-2')).toEqual(['item-1', 'item-2']);
  expect(steady).toEqual(ALL);
});
