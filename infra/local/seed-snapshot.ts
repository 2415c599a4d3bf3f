/**
 * A seeded twin's data saved in a folder, put back into a new twin instead of seeding again: tests
 * start a twin per file, each with the same demo data, and seeding it through the repositories
 * took most of a twin's start (docs/performance.md). What the seed writes lives in three places,
 * so the snapshot holds three: the table's items, the user pool's state file and the images
 * bucket's folder. Restored items reach the stream consumers as new writes; their handlers are
 * idempotent (the counted and sent marks come back with the items), as after a twin's restart.
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  BatchWriteItemCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;

/** Where a twin keeps what its seed wrote, besides the table. */
export interface SeededFiles {
  /** The Cognito twin's state file. */
  cognitoFile: string;
  /** The images bucket's folder. */
  s3Dir: string;
}

const TABLE_FILE = 'table.json';
const COGNITO_FILE = 'cognito.json';
const S3_DIR = 's3';
/** BatchWriteItem's limit, and how many batches go at once. */
const BATCH_ITEMS = 25;
const BATCHES_AT_ONCE = 4;

export const hasSeedSnapshot = (dir: string): boolean => existsSync(join(dir, TABLE_FILE));

/** Every item of the table, page by page: a Scan, for tests and this snapshot only (`client` must be allowed it). */
export async function scanTable(client: DynamoDBClient, tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Binary values would not survive JSON; the table holds none, and a new one must not pass silently. */
function assertNoBinary(item: Item): void {
  for (const [name, value] of Object.entries(item)) {
    if ('B' in value || 'BS' in value)
      throw new Error(`A seed snapshot cannot hold binary attribute ${name}`);
  }
}

/**
 * Saves the table (read whole with `client`, which must be allowed to Scan: this is no request
 * path) and the files beside it. Written to a new folder and renamed into place, so a twin never
 * reads half a snapshot; when another process saved one first, theirs is kept.
 */
export async function saveSeedSnapshot(
  dir: string,
  source: SeededFiles & { client: DynamoDBClient; tableName: string },
): Promise<void> {
  const items = await scanTable(source.client, source.tableName);
  items.forEach(assertNoBinary);
  const partial = `${dir}.${randomUUID()}.tmp`;
  await mkdir(partial, { recursive: true });
  try {
    await writeFile(join(partial, TABLE_FILE), JSON.stringify(items));
    await cp(source.cognitoFile, join(partial, COGNITO_FILE));
    await cp(source.s3Dir, join(partial, S3_DIR), { recursive: true });
    await rename(partial, dir).catch((error: NodeJS.ErrnoException) => {
      if (!hasSeedSnapshot(dir)) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** Copies the snapshot's files to where this twin keeps them (it changes its copies, not the snapshot). */
export async function restoreSeededFiles(dir: string, target: SeededFiles): Promise<void> {
  await cp(join(dir, COGNITO_FILE), target.cognitoFile);
  await cp(join(dir, S3_DIR), target.s3Dir, { recursive: true });
}

/** Writes the snapshot's items into the (empty) table, retrying what DynamoDB leaves unprocessed. */
export async function restoreSeededTable(
  dir: string,
  client: DynamoDBClient,
  tableName: string,
): Promise<void> {
  const items = JSON.parse(await readFile(join(dir, TABLE_FILE), 'utf8')) as Item[];
  const batches: WriteRequest[][] = [];
  for (let index = 0; index < items.length; index += BATCH_ITEMS) {
    batches.push(items.slice(index, index + BATCH_ITEMS).map((Item) => ({ PutRequest: { Item } })));
  }
  const writeBatch = async (requests: WriteRequest[]): Promise<void> => {
    let pending = requests;
    while (pending.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = UnprocessedItems?.[tableName] ?? [];
    }
  };
  for (let index = 0; index < batches.length; index += BATCHES_AT_ONCE) {
    await Promise.all(batches.slice(index, index + BATCHES_AT_ONCE).map(writeBatch));
  }
}
