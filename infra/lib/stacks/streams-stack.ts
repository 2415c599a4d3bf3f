import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { streamConsumers, type StreamConsumer } from '@wayfare/lambdas/src/streams/stream-map';
import type { AppConfig } from '../config';
import { AppFunction, type Capability } from '../constructs/app-function';
import { pascalCase } from '../naming';

export interface StreamsStackProps extends StackProps {
  config: AppConfig;
  /** The single table; its stream feeds every consumer. */
  table: ITable;
  tableAccess: Capability;
  /** The API's publish mutations, for consumers that tell subscribers (the API stack's). */
  publish: Capability;
  /** Sending e-mail (the notify stack's), for the receipts consumer. */
  email: Capability;
}

/**
 * Only settled booking images reach the earnings consumer, only new wallet entries the wallet
 * one, only new inbox entries the inbox one: the filters save an invocation per other write. The handlers check again, so the filters
 * are an optimisation only.
 */
const filters: Record<StreamConsumer, FilterCriteria[]> = {
  // New wallet ledger entries only: entries are immutable, each is told to its owner once.
  wallet: [
    FilterCriteria.filter({
      eventName: FilterRule.isEqual('INSERT'),
      dynamodb: { NewImage: { __edb_e__: { S: FilterRule.isEqual('walletEntry') } } },
    }),
  ],
  // New received notifications only: each is told to its recipient once.
  inbox: [
    FilterCriteria.filter({
      eventName: FilterRule.isEqual('INSERT'),
      dynamodb: { NewImage: { __edb_e__: { S: FilterRule.isEqual('inboxEntry') } } },
    }),
  ],
  // Paid booking images only: the handler e-mails each booking's receipt once (its mark).
  receipts: [
    FilterCriteria.filter({
      dynamodb: {
        NewImage: {
          __edb_e__: { S: FilterRule.isEqual('booking') },
          status: { S: FilterRule.isEqual('PAID') },
        },
      },
    }),
  ],
  earnings: [
    FilterCriteria.filter({
      dynamodb: {
        NewImage: {
          __edb_e__: { S: FilterRule.isEqual('booking') },
          status: { S: FilterRule.or('PAID', 'COMPLETE') },
        },
      },
    }),
  ],
};

/** What each consumer needs beyond the table. */
const needs = (props: StreamsStackProps): Record<StreamConsumer, Capability[]> => ({
  earnings: [],
  wallet: [props.publish],
  inbox: [props.publish],
  receipts: [props.email],
});

/** Consumers of the table's stream (lambdas/src/streams/stream-map.ts), one function each. */
export class StreamsStack extends Stack {
  constructor(scope: Construct, id: string, props: StreamsStackProps) {
    super(scope, id, props);
    const extra = needs(props);
    for (const [consumer, entry] of Object.entries(streamConsumers) as [StreamConsumer, string][]) {
      // Without a sender address no e-mail can go (the notify stack warns), so no receipts consumer.
      if (consumer === 'receipts' && !props.config.mailFrom) continue;
      const fn = new AppFunction(this, `${pascalCase(consumer)}StreamConsumer`, {
        entry,
        description: `Wayfare ${props.config.stage} ${consumer} stream consumer`,
        config: props.config,
        capabilities: [props.tableAccess, ...extra[consumer]],
        timeout: Duration.seconds(60),
      });
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(1),
          // A failed record is retried from itself (partial batch response); a poison record is
          // split off and given up after a few tries rather than blocking the shard for a day.
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: 10,
          filters: filters[consumer],
        }),
      );
    }
  }
}
