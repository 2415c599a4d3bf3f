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
}

/**
 * Only booking images reach the earnings consumer, and only settled ones: the filter saves an
 * invocation per other write. The handler checks again, so the filter is an optimisation only.
 */
const filters: Record<StreamConsumer, FilterCriteria[]> = {
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

/** Consumers of the table's stream (lambdas/src/streams/stream-map.ts), one function each. */
export class StreamsStack extends Stack {
  constructor(scope: Construct, id: string, props: StreamsStackProps) {
    super(scope, id, props);
    for (const [consumer, entry] of Object.entries(streamConsumers) as [StreamConsumer, string][]) {
      const fn = new AppFunction(this, `${pascalCase(consumer)}StreamConsumer`, {
        entry,
        description: `Wayfare ${props.config.stage} ${consumer} stream consumer`,
        config: props.config,
        capabilities: [props.tableAccess],
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
