/**
 * The stream-read write check (test/support/table-writes.ts) that malformed-input relies on to
 * prove a refused call wrote nothing: it must see every kind of write made after its mark, by
 * any client, and none made before.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { watchTableWrites, type TableWrites } from '../../support/table-writes';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
let writes: TableWrites;
const key = { pk: 'WRITES#test', sk: 'item' };

beforeAll(async () => {
  table = await startLocalTable();
  writes = await watchTableWrites(table.endpoint, table.tableName);
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: { ...key, n: 0 } }));
});
afterAll(async () => {
  writes?.close();
  await table?.close();
});

it('sees nothing written before its mark', async () => {
  expect(await writes.since(await writes.mark())).toEqual([]);
});

it('sees a put, an update and a delete made after its mark, in order', async () => {
  const mark = await writes.mark();
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: { ...key, sk: 'other' } }));
  await table.client.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: key,
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': 1 },
    }),
  );
  await table.client.send(new DeleteCommand({ TableName: table.tableName, Key: key }));
  expect(await writes.since(mark)).toEqual([
    'INSERT WRITES#test|other',
    'MODIFY WRITES#test|item',
    'REMOVE WRITES#test|item',
  ]);
  expect(await writes.since(await writes.mark())).toEqual([]);
});
