import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../lambdas/src/adapters/dynamodb/table.definition';
import { wayfareTemplates } from './support/template-cache';

describe('DataStack', () => {
  const template = wayfareTemplates().data;

  it('builds the single table from table.definition.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.stream },
    });
  });

  it.each(tableDefinition.globalSecondaryIndexes)(
    'has index $indexName with all attributes projected',
    (index) => {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        GlobalSecondaryIndexes: Match.arrayWith([
          {
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ]),
      });
    },
  );

  it('has no index the definition does not list', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    const names = (table.Properties.GlobalSecondaryIndexes as { IndexName: string }[]).map(
      (i) => i.IndexName,
    );
    expect(names.sort()).toEqual(tableDefinition.globalSecondaryIndexes.map((i) => i.indexName).sort());
  });

  it('keeps production data when the stack is deleted', () => {
    const prod = wayfareTemplates({ stage: 'prod' }).data;
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });
});
