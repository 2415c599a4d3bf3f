/**
 * The worker's DynamoDB Local (test/support/dynamodb-pool.ts): shared by the files a worker runs,
 * yet each file starts from an empty database, as a fresh in-memory process would give it.
 */
import { ListTablesCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { poolEndpoints, startTestDynamoDb } from '../../support/dynamodb-pool';

describe("the worker's DynamoDB Local", () => {
  it("is the pool's, and comes back empty after a file has used it", async () => {
    const first = await startTestDynamoDb();
    expect(poolEndpoints()).toContain(first.endpoint);
    const client = localClient(first.endpoint);
    try {
      await ensureTable(client, 'left-behind');
      await client.send(
        new PutItemCommand({ TableName: 'left-behind', Item: { pk: { S: 'a' }, sk: { S: 'b' } } }),
      );
      await first.close();

      const next = await startTestDynamoDb();
      expect(next.endpoint).toBe(first.endpoint);
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      await next.close();
    } finally {
      client.destroy();
    }
  });
});
