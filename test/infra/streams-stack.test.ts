import { Match } from 'aws-cdk-lib/assertions';
import { streamConsumers } from '../../lambdas/src/streams/stream-map';
import { actionsOf, findFunction } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('StreamsStack', () => {
  const template = wayfareTemplates({ mailFrom: 'no-reply@wayfare.test' }).streams;

  it('runs the earnings stream consumer on the table stream, from the trim horizon, with partial batch responses', () => {
    const { logicalId } = findFunction(template, /earnings stream consumer/);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId },
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      // Only settled booking images invoke it.
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              dynamodb: { NewImage: { __edb_e__: { S: ['booking'] }, status: { S: ['PAID', 'COMPLETE'] } } },
            }),
          },
        ],
      },
    });
  });

  it.each([
    ['wallet', 'walletEntry'],
    ['inbox', 'inboxEntry'],
  ])('runs the %s consumer on new %s items only, and lets it publish to the API', (consumer, entity) => {
    const name = new RegExp(`${consumer} stream consumer`);
    const { logicalId, resource } = findFunction(template, name);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { __edb_e__: { S: [entity] } } },
            }),
          },
        ],
      },
    });
    const environment = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(environment.GRAPHQL_URL).toBeDefined();
    expect(actionsOf(template, name)).toContain('appsync:GraphQL');
  });

  it('lets only the consumers that publish call the API', () => {
    expect(actionsOf(template, /earnings stream consumer/)).not.toContain('appsync:GraphQL');
  });

  it('runs the receipts consumer on paid booking images only, and lets it send e-mail alone', () => {
    const { logicalId, resource } = findFunction(template, /receipts stream consumer/);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              dynamodb: { NewImage: { __edb_e__: { S: ['booking'] }, status: { S: ['PAID'] } } },
            }),
          },
        ],
      },
    });
    const environment = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(environment.MAIL_FROM).toBeDefined();
    expect(actionsOf(template, /receipts stream consumer/)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ses:Send/)]),
    );
    expect(actionsOf(template, /wallet stream consumer/)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^ses:/)]),
    );
  });

  it('leaves the receipts consumer out where no sender address is configured', () => {
    const withoutMail = wayfareTemplates().streams;
    withoutMail.resourceCountIs('AWS::Lambda::EventSourceMapping', Object.keys(streamConsumers).length - 1);
  });

  it('has one consumer function per entry of the stream map', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', Object.keys(streamConsumers).length);
  });

  it('may read the stream and use the table, but never Scan it', () => {
    const actions = actionsOf(template, /earnings stream consumer/);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
