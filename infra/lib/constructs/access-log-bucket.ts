import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { acknowledge } from '../nag';

/**
 * Where a stack's buckets (S3 server access logs) and CloudFront (standard logs) write who asked
 * for what. Private, TLS only, kept 90 days. CloudFront's standard logs are delivered with ACLs,
 * so the bucket owner keeps objects written with bucket-owner-full-control.
 */
export class AccessLogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { removalPolicy }: Pick<AppConfig, 'removalPolicy'>) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
    acknowledge(this, 'S1', 'The access log bucket itself: logging its own writes would log forever');
  }
}
