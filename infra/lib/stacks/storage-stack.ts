import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct, IConstruct } from 'constructs';
import type { AppConfig } from '../config';
import { AccessLogBucket } from '../constructs/access-log-bucket';
import type { Capability } from '../constructs/app-function';
import { acknowledgeWildcardResources } from '../nag';

export interface StorageStackProps extends StackProps {
  config: AppConfig;
  /** The web app's origin: browsers PUT and GET images there through presigned URLs. */
  webOrigin: string;
}

/** Private images (car types, profiles, licences, pickup/delivery photos), reached only through presigned URLs. */
export class StorageStack extends Stack {
  readonly imagesBucket: Bucket;
  /** For resolvers that presign uploads and downloads. */
  readonly presignImages: Capability;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { removalPolicy } = props.config;

    const accessLogs = new AccessLogBucket(this, 'AccessLogs', props.config);
    this.imagesBucket = new Bucket(this, 'Images', {
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'images/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      cors: [
        {
          allowedOrigins: [props.webOrigin],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });

    const bucket = this.imagesBucket;
    const objects = bucket.arnForObjects('*');
    this.presignImages = {
      environment: { IMAGES_BUCKET: bucket.bucketName },
      // A presigned URL carries the signer's rights: put for uploads, get for downloads. The
      // resolvers also read an upload's head and first bytes, and delete one that is refused;
      // listing lets a missing key answer 404 (not 403) to that head.
      grant: (grantee) => {
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
            resources: [objects],
          }),
        );
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
        );
        acknowledgeWildcardResources(
          grantee.grantPrincipal as unknown as IConstruct,
          "Object keys are made per upload (owner's folder, random name); the resolvers check the folder",
          objects,
        );
      },
    };

    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
  }
}
