/** The project's single table for a benchmark, with only the indexes it reads and no stream. */
import { CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '@wayfare/infra/local/dynamodb/create-table';
import { tableDefinition } from '@wayfare/lambdas/src/adapters/dynamodb/table.definition';

/**
 * A benchmark measures reads, which neither a stream nor an index it does not read changes, while
 * both cost DynamoDB Local on every write: it keeps each write's stream record in memory (seeding
 * four to five times slower, and slowing as the records pile up), and it spends half as much CPU
 * again per item written with the project's five indexes as with one (bench/README.md, Dispatch).
 * `indexNames` left out: every index, for a benchmark that reads several.
 */
export async function createBenchTable(
  client: DynamoDBClient,
  table: string,
  indexNames?: readonly string[],
): Promise<void> {
  const every = tableDefinition.globalSecondaryIndexes;
  const indexes = indexNames ? every.filter((i) => indexNames.includes(i.indexName)) : every;
  if (indexNames && indexes.length !== indexNames.length)
    throw new Error(`Unknown index among ${indexNames.join()}`);
  await client.send(new CreateTableCommand(createTableInput(table, indexes)));
}
