import { Match } from 'aws-cdk-lib/assertions';
import { stackOutput, statementsOf } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('StorageStack', () => {
  const templates = wayfareTemplates();
  const template = templates.storage;

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
    const [bucket] = Object.values(template.findResources('AWS::S3::Bucket')).filter(
      ({ Properties }) => Properties.CorsConfiguration,
    );
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
        AllowedOrigins: [
          { 'Fn::Join': ['', ['https://', stackOutput('wayfare-dev-web', /Distribution.*DomainName/)]] },
        ],
      }),
    ]);
  });

  it('grants the accounts function exactly the image calls it makes, no wildcard actions', () => {
    const api = templates.api;
    const s3Actions = statementsOf(api, / accounts resolvers$/)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('s3:'));
    // Presigned PUT and GET, the head and first bytes of an upload, removing a refused one; listing
    // makes a missing key answer 404 rather than 403.
    expect(s3Actions.sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
  });

  it('logs every request to the images to a private access-log bucket', () => {
    const buckets = Object.values(template.findResources('AWS::S3::Bucket'));
    const images = buckets.find(({ Properties }) => Properties.CorsConfiguration)!;
    expect(images.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: expect.anything(),
      LogFilePrefix: 'images/',
    });
    expect(buckets).toHaveLength(2);
  });
});
