import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { WEB_APP_SHELL } from '@wayfare/shared';
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
    // so both 403 and 404 fall back to the single-page app's shell.
    const spaFallback = [403, 404].map((httpStatus) => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: `/${WEB_APP_SHELL}`,
      ttl: Duration.seconds(0),
    }));
    // A page address (no file extension) asks for its folder's index.html: the prerendered public
    // pages (`/about-us` → `about-us/index.html`, docs/public-site.md); any other page has no such
    // object and falls back to the app's shell above, as the twin serves them.
    const pageFolders = new CloudFrontFunction(this, 'PageFolders', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Page addresses to their folder index.html',
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          "  var last = request.uri.split('/').pop();",
          "  if (last.indexOf('.') === -1) request.uri = request.uri.replace(/\\/?$/, '/index.html');",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

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
        functionAssociations: [{ function: pageFolders, eventType: FunctionEventType.VIEWER_REQUEST }],
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
