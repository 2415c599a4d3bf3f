import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { parseWebAppConfig, type SocialProvider, type WebAppConfig } from '@wayfare/shared';
import type { AppConfig, SocialProviderName } from '../config';
import { acknowledge, acknowledgeCdkHandler } from '../nag';

const AMPLIFY_PROVIDER: Record<SocialProviderName, SocialProvider> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The sign-in options that depend on context: social providers and the human check. */
function signInOptions(
  config: AppConfig,
  webUrl: string,
  hostedUiDomain: string | undefined,
): Pick<WebAppConfig, 'oauth' | 'humanCheck'> {
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
/** Vite's hashed output: a changed file gets a new name. */
const ASSETS_DIR = 'assets';

export interface WebContentStackProps extends StackProps {
  config: AppConfig;
  bucket: IBucket;
  distribution: IDistribution;
  /** The other stacks' outputs the web app needs (the shared runtime config contract). */
  amplifyConfig: Pick<
    WebAppConfig,
    'graphqlUrl' | 'realtimeUrl' | 'apiKey' | 'userPoolId' | 'userPoolClientId' | 'webUrl'
  >;
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
    // Checked as the web app will check it at boot: a broken contract fails the synth instead.
    const amplifyConfig = parseWebAppConfig({
      mode: 'cloud',
      region: this.region,
      ...props.amplifyConfig,
      ...signInOptions(props.config, props.amplifyConfig.webUrl, props.hostedUiDomain),
    } satisfies WebAppConfig);
    const hasBuild = existsSync(props.config.webDist);
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'wayfare:web.distMissing',
        `${props.config.webDist} not found: only ${AMPLIFY_CONFIG_FILE} is deployed. Run \`npm run build -w web\` before deploying.`,
      );
    }

    // Vite names every file under assets/ by its content hash: browsers keep them for a year without
    // asking again (as the twin serves them). Old ones stay, so a tab still on the previous index.html
    // loads its chunks; they are uploaded before the index.html that names them.
    const assets = hasBuild
      ? new BucketDeployment(this, 'Assets', {
          sources: [Source.asset(join(props.config.webDist, ASSETS_DIR))],
          destinationBucket: props.bucket,
          destinationKeyPrefix: `${ASSETS_DIR}/`,
          prune: false,
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
          memoryLimit: 512,
        })
      : undefined;

    const site = new BucketDeployment(this, 'Site', {
      sources: [
        ...(hasBuild
          ? [Source.asset(props.config.webDist, { exclude: [AMPLIFY_CONFIG_FILE, `${ASSETS_DIR}/*`] })]
          : []),
        Source.jsonData(AMPLIFY_CONFIG_FILE, amplifyConfig),
      ],
      destinationBucket: props.bucket,
      // Pruning without the site files would delete the site deployed before; assets/ is never pruned.
      prune: hasBuild,
      exclude: [`${ASSETS_DIR}/*`],
      // Browsers revalidate every other file (so a new config or index.html shows at once);
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
    if (assets) site.node.addDependency(assets);

    // CDK's site-deployment handler (one per stack): its role, policy and runtime are CDK's own.
    const handler = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )!;
    const reason =
      "CDK's site-deployment handler: it copies the build into the site bucket and invalidates CloudFront";
    acknowledgeCdkHandler(handler, reason);
    acknowledge(handler, 'L1', `${reason}; CDK picks its Python runtime`);

    new CfnOutput(this, 'AmplifyConfigUrl', {
      value: `${props.amplifyConfig.webUrl}/${AMPLIFY_CONFIG_FILE}`,
    });
  }
}
