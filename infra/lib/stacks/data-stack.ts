import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { tableDefinition } from '@wayfare/lambdas/src/adapters/dynamodb/table.definition';
import { isProductionStage, type AppConfig } from '../config';
import type { Capability } from '../constructs/app-function';

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

/**
 * Item reads and writes (transactions use these too) but no Scan: DESIGN.md forbids it on every
 * request path, so IAM refuses it instead of relying on review.
 */
const ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** Key attributes are overloaded strings: each entity builds its own keys. */
const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The single table, built from the same definition as the local twin's table. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly readWrite: Capability;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const production = isProductionStage(props.config.stage);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.stream],
      deletionProtection: production,
      removalPolicy: props.config.removalPolicy,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    this.readWrite = {
      environment: { TABLE_NAME: this.table.tableName },
      // The table and each of its indexes by name (Table.grant would name them `index/*`).
      grant: (grantee) =>
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ITEM_ACTIONS,
            resources: [
              this.table.tableArn,
              ...tableDefinition.globalSecondaryIndexes.map(
                ({ indexName }) => `${this.table.tableArn}/index/${indexName}`,
              ),
            ],
          }),
        ),
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
