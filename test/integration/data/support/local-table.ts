/**
 * DynamoDB Local for one test file: in memory, the project's table created from its definition,
 * and a document client configured like the Lambdas' (lambdas/src/deps.ts).
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';

export interface LocalTable {
  endpoint: string;
  tableName: string;
  client: DynamoDBDocumentClient;
  close(): Promise<void>;
}

export async function startLocalTable(tableName = 'wayfare-test'): Promise<LocalTable> {
  const dynamodb = await startDynamoDbLocal();
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
