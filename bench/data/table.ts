/** The project's single table for a benchmark, as the twin creates it but without its stream. */
import { UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '@wayfare/infra/local/dynamodb/create-table';

/**
 * A benchmark measures reads, which a stream does not change, while DynamoDB Local keeps every
 * write's stream record in memory: with it, seeding slows four- to fivefold and keeps slowing as
 * the records pile up (bench/README.md, Dispatch).
 */
export async function ensureBenchTable(client: DynamoDBClient, table: string): Promise<void> {
  await ensureTable(client, table);
  await client.send(
    new UpdateTableCommand({ TableName: table, StreamSpecification: { StreamEnabled: false } }),
  );
}
