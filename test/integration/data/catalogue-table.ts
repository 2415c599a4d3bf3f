/**
 * An empty DynamoDB Local per test file (its worker's) with the product's table (same definition as the cloud), and a
 * document client configured like lambdas/src/deps.ts.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';
import { localClient, type DynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { startTestDynamoDb } from '../../support/dynamodb-pool';

export const TABLE = 'wayfare-data-test';

export interface LocalTable {
  documentClient: DynamoDBDocumentClient;
  close(): Promise<void>;
}

export async function startLocalTable(): Promise<LocalTable> {
  const db: DynamoDbLocal = await startTestDynamoDb();
  const client: DynamoDBClient = localClient(db.endpoint);
  await ensureTable(client, TABLE);
  const documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return {
    documentClient,
    close: async () => {
      client.destroy();
      await db.close();
    },
  };
}

/** Every page of a paged list, following nextToken; also checks each page respects the limit. */
export async function allPages<T>(
  read: (page: {
    limit: number;
    nextToken: string | null;
  }) => Promise<{ items: T[]; nextToken: string | null }>,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const page = await read({ limit, nextToken });
    if (page.items.length > limit) throw new Error(`Page of ${page.items.length} exceeds limit ${limit}`);
    items.push(...page.items);
    nextToken = page.nextToken;
    pages += 1;
  } while (nextToken);
  return { items, pages };
}
