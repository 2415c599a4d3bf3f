/** Creates the single table from the same definition the CDK data stack uses. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  tableDefinition,
  type IndexDefinition,
} from '@wayfare/lambdas/src/adapters/dynamodb/table.definition';

const stringAttribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

const globalIndex = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

export async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** DynamoDB builds a new index in the background and refuses the next one until it is active. */
async function untilIndexActive(client: DynamoDBClient, tableName: string, indexName: string) {
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await pause(50);
  }
}

/** A table kept from an older run gets the indexes the definition has gained since. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of tableDefinition.globalSecondaryIndexes) {
    if (present.has(index.indexName)) continue;
    // One index per UpdateTable call, as DynamoDB requires.
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [stringAttribute(index.partitionKey), stringAttribute(index.sortKey)],
        GlobalSecondaryIndexUpdates: [
          {
            Create: globalIndex(index),
          },
        ],
      }),
    );
    await untilIndexActive(client, tableName, index.indexName);
  }
}

/**
 * The CreateTable request of the single table with `indexes` of its definition (every one unless
 * told), without a stream: `ensureTable` adds the definition's stream and TTL.
 */
export function createTableInput(
  tableName: string,
  indexes: readonly IndexDefinition[] = tableDefinition.globalSecondaryIndexes,
): CreateTableCommandInput {
  const { partitionKey, sortKey } = tableDefinition;
  const keyNames = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...new Set(keyNames)].map(stringAttribute),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map(globalIndex),
  };
}

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  if (await tableExists(client, tableName)) return addMissingIndexes(client, tableName);
  await client.send(
    new CreateTableCommand({
      ...createTableInput(tableName),
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.timeToLiveAttribute },
    }),
  );
}
