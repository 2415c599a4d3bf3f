/**
 * What was written to a table since a mark, read from its stream: every put, update and delete
 * that changed an item leaves a record there, whoever made it. A test that checks that a refused
 * call wrote nothing marks the stream before the call and reads it after, instead of comparing
 * every item of the table before and after (two full scans per call, most of a malformed-input
 * run's CPU in DynamoDB Local and in the SDK's parsing).
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { localClient, localStreamsClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';

/** Where each shard's stream stood at the mark. */
export interface StreamMark {
  /** Every shard the stream had, open or closed. */
  shards: Set<string>;
  /** An iterator after the last record, for each shard still open. */
  iterators: Map<string, string>;
}

export interface TableWrites {
  mark(): Promise<StreamMark>;
  /** `event pk|sk` of every record written since the mark, oldest first per shard. */
  since(mark: StreamMark): Promise<string[]>;
  close(): void;
}

export async function watchTableWrites(endpoint: string, tableName: string): Promise<TableWrites> {
  const tables = localClient(endpoint);
  const { Table } = await tables
    .send(new DescribeTableCommand({ TableName: tableName }))
    .finally(() => tables.destroy());
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const streams: DynamoDBStreamsClient = localStreamsClient(endpoint);

  const shardsNow = async (): Promise<Shard[]> =>
    (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
  const iterator = async (ShardId: string, ShardIteratorType: 'LATEST' | 'TRIM_HORIZON') =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId, ShardIteratorType })))
      .ShardIterator;

  /** Every record from the iterator on, until the shard has nothing more (or ends). */
  async function readFrom(start: string | undefined): Promise<string[]> {
    const written: string[] = [];
    for (let next = start; next;) {
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: next }),
      );
      for (const { eventName, dynamodb } of Records)
        written.push(`${eventName} ${dynamodb?.Keys?.pk?.S}|${dynamodb?.Keys?.sk?.S}`);
      next = Records.length > 0 ? NextShardIterator : undefined;
    }
    return written;
  }

  return {
    async mark() {
      const shards = await shardsNow();
      const open = shards.filter((shard) => !shard.SequenceNumberRange?.EndingSequenceNumber);
      const iterators = new Map<string, string>();
      for (const { ShardId } of open) {
        const latest = await iterator(ShardId!, 'LATEST');
        if (latest) iterators.set(ShardId!, latest);
      }
      return { shards: new Set(shards.map((shard) => shard.ShardId!)), iterators };
    },
    async since(mark) {
      const written: string[] = [];
      for (const { ShardId } of await shardsNow()) {
        const id = ShardId!;
        // A shard opened since the mark holds only newer records; a closed one known then, none.
        const start = mark.shards.has(id) ? mark.iterators.get(id) : await iterator(id, 'TRIM_HORIZON');
        written.push(...(await readFrom(start)));
      }
      return written;
    },
    close: () => streams.destroy(),
  };
}
