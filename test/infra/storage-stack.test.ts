import { Match, Template } from 'aws-cdk-lib/assertions';
import { buildWayfare, stackOutput, statementsOf } from './support/wayfare-app';

describe('StorageStack', () => {
  const stacks = buildWayfare();
  const template = Template.fromStack(stacks.storage);

  it('keeps images private and reachable over TLS only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets only the web origin PUT and GET through presigned URLs', () => {
    const [bucket] = Object.values(template.findResources('AWS::S3::Bucket'));
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
        AllowedOrigins: [
          { 'Fn::Join': ['', ['https://', stackOutput('wayfare-dev-web', /Distribution.*DomainName/)]] },
        ],
      }),
    ]);
  });

  it('grants put and get on the images to the presigning accounts function, with the bucket name', () => {
    const api = Template.fromStack(stacks.api);
    const s3Actions = statementsOf(api, / accounts resolvers$/)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('s3:'));
    expect(s3Actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:GetObject*']));
    expect(s3Actions).not.toContain('s3:DeleteObject*');
  });
});
