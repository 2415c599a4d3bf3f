/** The twin's table follows table.definition.ts, also when it was created by an older version. */
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@wayfare/lambdas/src/adapters/dynamodb/table.definition';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
beforeAll(async () => {
  table = await startLocalTable();
});
afterAll(() => table?.close());

const indexNames = async (client: ReturnType<typeof localClient>, tableName: string) => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
};

it('adds the indexes a kept table lacks', async () => {
  const client = localClient(table.endpoint);
  try {
    const [first] = tableDefinition.globalSecondaryIndexes;
    await client.send(
      new CreateTableCommand({
        TableName: 'kept-from-before',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', first.partitionKey, first.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: first.indexName,
            KeySchema: [
              { AttributeName: first.partitionKey, KeyType: 'HASH' },
              { AttributeName: first.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    await ensureTable(client, 'kept-from-before');
    expect(await indexNames(client, 'kept-from-before')).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
    expect(await indexNames(client, table.tableName)).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
  } finally {
    client.destroy();
  }
});
