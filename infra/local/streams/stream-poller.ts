/**
 * The twin's stand-in for Lambda's DynamoDB stream event source mappings: reads the table's
 * stream in DynamoDB Local shard by shard, in order, and hands each batch to every consumer's
 * handler as a DynamoDBStreamEvent. The stream is read once for all consumers (each read costs
 * DynamoDB Local and the twin CPU, every idle pause, for as long as the twin runs); each consumer
 * still gets the records in order on its own, as its own mapping would, and one consumer's
 * failures never hold the others back. Like the cloud mapping it honours partial batch responses:
 * after a failed record it waits and hands that consumer the batch again from that record. It
 * starts at the trim horizon, so records written while the twin was down are not lost; the
 * handlers are idempotent.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { localClient, localStreamsClient } from '../dynamodb/dynamodb-local';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  /** Each consumer's handler, by the consumer's name (its log lines name it). */
  handlers: Record<string, StreamHandler>;
  /** Pause between reads of a shard that had nothing new, and after a failed batch. */
  idleMs?: number;
  log?: (line: string) => void;
}

export interface StreamPoller {
  close(): Promise<void>;
}

const BATCH_SIZE = 100;

/** The SDK's stream record as the Lambda event carries it (dates as epoch seconds). */
const toLambdaRecord = (record: StreamRecord, eventSourceARN: string): DynamoDBRecord =>
  ({
    ...record,
    eventSourceARN,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(record.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
    },
  }) as DynamoDBRecord;

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const idleMs = options.idleMs ?? 200;
  const log = options.log ?? (() => {});
  const tables = localClient(options.endpoint);
  const streams = localStreamsClient(options.endpoint);
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  tables.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);

  let stopped = false;
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
  async function iteratorFor(shardId: string): Promise<string | undefined> {
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: 'TRIM_HORIZON',
      }),
    );
    return ShardIterator;
  }

  /** Each consumer's deliveries, one after another: a batch waits for the one before it. */
  const deliveries = new Map(Object.keys(options.handlers).map((name) => [name, Promise.resolve()]));
  const handOut = (records: DynamoDBRecord[]) => {
    for (const [name, handler] of Object.entries(options.handlers))
      deliveries.set(
        name,
        deliveries.get(name)!.then(() => deliverUntilDone(name, handler, records)),
      );
  };

  /** Runs the handler until every record is done: after a failure, from the failed record on. */
  async function deliverUntilDone(
    name: string,
    handler: StreamHandler,
    batch: DynamoDBRecord[],
  ): Promise<void> {
    let records = batch;
    while (records.length > 0 && !stopped) {
      const failedAt = await deliver(name, handler, records);
      if (failedAt === undefined) return;
      const from = records.findIndex((record) => record.dynamodb?.SequenceNumber === failedAt);
      records = records.slice(Math.max(from, 0));
      await pause(idleMs);
    }
  }

  /** Runs the handler; returns the sequence number to deliver again from, if a record failed. */
  async function deliver(
    name: string,
    handler: StreamHandler,
    records: DynamoDBRecord[],
  ): Promise<string | undefined> {
    try {
      const response = await handler({ Records: records });
      return response?.batchItemFailures[0]?.itemIdentifier;
    } catch (error) {
      log(`[streams] ${name} failed, retrying the batch: ${String(error)}`);
      return records[0].dynamodb?.SequenceNumber;
    }
  }

  async function readShard(shardId: string): Promise<void> {
    let iterator = await iteratorFor(shardId);
    while (iterator && !stopped) {
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }),
      );
      if (Records.length > 0) handOut(Records.map((record) => toLambdaRecord(record, streamArn!)));
      else if (NextShardIterator) await pause(idleMs);
      iterator = NextShardIterator;
    }
  }

  /** Each shard's reader; a child shard continues its parent, so it starts when the parent ends. */
  const readers = new Map<string, Promise<void>>();

  async function followStream(): Promise<void> {
    while (!stopped) {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
      for (const { ShardId: shardId, ParentShardId: parentId } of StreamDescription?.Shards ?? []) {
        if (!shardId || readers.has(shardId)) continue;
        const parent = (parentId && readers.get(parentId)) || Promise.resolve();
        readers.set(
          shardId,
          parent
            .then(() => readShard(shardId))
            .catch((error) => {
              if (!stopped) log(`[streams] stopped reading shard ${shardId}: ${String(error)}`);
            }),
        );
      }
      await pause(idleMs * 5);
    }
    await Promise.all(readers.values());
    await Promise.all(deliveries.values());
  }

  const running = followStream().catch((error) => {
    if (!stopped) log(`[streams] stopped reading ${options.tableName}'s stream: ${String(error)}`);
  });

  return {
    close: async () => {
      stopped = true;
      await running;
      streams.destroy();
    },
  };
}
