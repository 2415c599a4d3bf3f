/**
 * An empty DynamoDB Local for one test file (its worker's, test/support/dynamodb-pool.ts), the
 * project's table created from its definition, and a document client configured like the Lambdas'
 * (lambdas/src/deps.ts).
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startTestDynamoDb } from '../../../support/dynamodb-pool';

export interface LocalTable {
  endpoint: string;
  tableName: string;
  client: DynamoDBDocumentClient;
  close(): Promise<void>;
}

export async function startLocalTable(tableName = 'wayfare-test'): Promise<LocalTable> {
  const dynamodb = await startTestDynamoDb();
  const raw = localClient(dynamodb.endpoint);
  try {
    await ensureTable(raw, tableName);
  } catch (error) {
    await dynamodb.close();
    throw error;
  }
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  return {
    endpoint: dynamodb.endpoint,
    tableName,
    client,
    close: async () => {
      client.destroy();
      await dynamodb.close();
    },
  };
}
