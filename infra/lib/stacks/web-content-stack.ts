import { existsSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { AppConfig, SocialProviderName } from '../config';

/** Hosted-UI sign-in with the social providers (Amplify's `loginWith.oauth`). */
export interface OAuthConfig {
  domain: string;
  redirectSignIn: string[];
  redirectSignOut: string[];
  /** Amplify's provider names, in the order the login page offers them. */
  providers: ('Google' | 'Facebook' | 'Apple')[];
}

/** What the web app reads from `/amplify-config.json` at boot (the twin writes the same shape). */
export interface AmplifyConfig {
  mode: 'cloud';
  region: string;
  graphqlUrl: string;
  realtimeUrl: string;
  apiKey: string;
  userPoolId: string;
  userPoolClientId: string;
  webUrl: string;
  /** Only the twin sets an endpoint; in the cloud Amplify derives it from the region. */
  userPoolEndpoint: null;
  /** Only with social sign-in enabled. */
  oauth?: OAuthConfig;
  /** Only with a human check enabled: the widget to load on the login page (never the secret). */
  humanCheck?: { provider: string; siteKey: string };
}

const AMPLIFY_PROVIDER: Record<SocialProviderName, OAuthConfig['providers'][number]> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The sign-in options that depend on context: social providers and the human check. */
function signInOptions(
  config: AppConfig,
  webUrl: string,
  hostedUiDomain: string | undefined,
): Pick<AmplifyConfig, 'oauth' | 'humanCheck'> {
  const { socialProviders, humanCheck } = config;
  return {
    ...(hostedUiDomain && socialProviders.length > 0
      ? {
          oauth: {
            domain: hostedUiDomain,
            redirectSignIn: [`${webUrl}/login`],
            redirectSignOut: [`${webUrl}/`],
            providers: socialProviders.map(({ name }) => AMPLIFY_PROVIDER[name]),
          },
        }
      : {}),
    ...(humanCheck ? { humanCheck: { provider: humanCheck.provider, siteKey: humanCheck.siteKey } } : {}),
  };
}

const AMPLIFY_CONFIG_FILE = 'amplify-config.json';

export interface WebContentStackProps extends StackProps {
  config: AppConfig;
  bucket: IBucket;
  distribution: IDistribution;
  amplifyConfig: Omit<AmplifyConfig, 'mode' | 'region' | 'userPoolEndpoint' | 'oauth' | 'humanCheck'>;
  /** The auth stack's hosted-UI domain, set when social sign-in is on. */
  hostedUiDomain?: string;
}

/**
 * Uploads the built web app (web/dist) and its `amplify-config.json`, generated from the other
 * stacks' outputs, into the web bucket, then invalidates CloudFront.
 */
export class WebContentStack extends Stack {
  constructor(scope: Construct, id: string, props: WebContentStackProps) {
    super(scope, id, props);
    const amplifyConfig: AmplifyConfig = {
      mode: 'cloud',
      region: this.region,
      ...props.amplifyConfig,
      userPoolEndpoint: null,
      ...signInOptions(props.config, props.amplifyConfig.webUrl, props.hostedUiDomain),
    };
    const hasBuild = existsSync(props.config.webDist);
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'wayfare:web.distMissing',
        `${props.config.webDist} not found: only ${AMPLIFY_CONFIG_FILE} is deployed. Run \`npm run build -w web\` before deploying.`,
      );
    }

    new BucketDeployment(this, 'Site', {
      sources: [
        ...(hasBuild ? [Source.asset(props.config.webDist, { exclude: [AMPLIFY_CONFIG_FILE] })] : []),
        Source.jsonData(AMPLIFY_CONFIG_FILE, amplifyConfig),
      ],
      destinationBucket: props.bucket,
      // Pruning without the site files would delete the site deployed before.
      prune: hasBuild,
      // Browsers revalidate every file (so a new config or index.html shows at once);
      // CloudFront keeps them until the invalidation below, which every deployment makes.
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.seconds(0)),
        CacheControl.sMaxAge(Duration.days(365)),
      ],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });

    new CfnOutput(this, 'AmplifyConfigUrl', {
      value: `${props.amplifyConfig.webUrl}/${AMPLIFY_CONFIG_FILE}`,
    });
  }
}
