import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { AccessLogBucket } from '../constructs/access-log-bucket';
import { acknowledge } from '../nag';

export interface WebStackProps extends StackProps {
  config: AppConfig;
}

/**
 * Web hosting: a private bucket behind CloudFront (origin access control). Its URL is needed by
 * the images bucket's CORS and the sign-in callbacks, so hosting is deployed first and the site
 * files plus their config are uploaded last, by the WebContentStack.
 */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { removalPolicy } = props.config;

    const accessLogs = new AccessLogBucket(this, 'AccessLogs', props.config);
    this.bucket = new Bucket(this, 'SiteBucket', {
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'site/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });

    // Client-side routes have no object: S3 answers 403 to OAC for a missing key (no ListBucket),
    // so both 403 and 404 fall back to the SPA's index.html.
    const spaFallback = [403, 404].map((httpStatus) => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(0),
    }));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Wayfare web (${props.config.stage})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
      },
      errorResponses: spaFallback,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: accessLogs.bucket,
      logFilePrefix: 'cloudfront/',
    });
    acknowledge(
      this.distribution,
      'CFR1',
      'Riders and drivers may be anywhere; the operator picks no countries',
    );
    acknowledge(
      this.distribution,
      'CFR2',
      'Static files only: the API (AppSync) has its own cost limits, and a web ACL per stage costs more than the site',
    );
    acknowledge(
      this.distribution,
      'CFR4',
      'The default cloudfront.net certificate allows TLS 1.0; HTTPS is enforced, and a custom domain with its own ' +
        'certificate (TLSv1.2_2021) is a deploy-time choice (docs/deploy.md)',
    );
    this.url = `https://${this.distribution.distributionDomainName}`;

    new CfnOutput(this, 'WebUrl', { value: this.url });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.bucket.bucketName });
  }
}
