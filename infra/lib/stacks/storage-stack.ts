import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import type { Capability } from '../constructs/app-function';

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

    this.imagesBucket = new Bucket(this, 'Images', {
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

    this.presignImages = {
      environment: { IMAGES_BUCKET: this.imagesBucket.bucketName },
      // A presigned URL carries the signer's rights: put for uploads, get for downloads, nothing else.
      grant: (grantee) => {
        this.imagesBucket.grantPut(grantee);
        this.imagesBucket.grantRead(grantee);
      },
    };

    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
  }
}
