import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { parseWebAppConfig } from '@wayfare/shared';
import { buildWayfare, stackOutput } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('WebStack', () => {
  const template = wayfareTemplates().web;

  it('keeps the site bucket private behind CloudFront origin access control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicPolicy: true,
        RestrictPublicBuckets: true,
      }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
  });

  it.each([403, 404])('falls back to the app shell for %s so client-side routes load', (status) => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: Match.arrayWith([
          { ErrorCode: status, ResponseCode: 200, ResponsePagePath: '/app.html', ErrorCachingMinTTL: 0 },
        ]),
      }),
    });
  });

  it('asks for a page address’s folder index.html, where the prerendered public pages are', () => {
    const [code] = Object.values(template.findResources('AWS::CloudFront::Function')).map(
      (resource) => (resource as { Properties: { FunctionCode: string } }).Properties.FunctionCode,
    );
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const uriOf = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriOf('/about-us')).toBe('/about-us/index.html');
    expect(uriOf('/ar/')).toBe('/ar/index.html');
    expect(uriOf('/ar/contact-us')).toBe('/ar/contact-us/index.html');
    expect(uriOf('/assets/app-AbC123.js')).toBe('/assets/app-AbC123.js');
    expect(uriOf('/amplify-config.json')).toBe('/amplify-config.json');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });
});

/**
 * The JSON file the deployment writes, read from its synthesized asset. Deploy-time values are
 * markers in the file; each is replaced by what the template maps it to (a string containing a
 * marker becomes the list of its parts).
 */
function deployedAmplifyConfig(stack: Stack, options: { raw?: boolean } = {}): Record<string, unknown> {
  const assembly = (stack.node.root as App).synth();
  const deployment = siteDeployment(stack);
  const { SourceObjectKeys: keys, SourceMarkers: markers } = deployment.Properties as {
    SourceObjectKeys: string[];
    SourceMarkers: Record<string, unknown>[];
  };
  const last = keys.length - 1;
  const file = path.join(
    assembly.directory,
    `asset.${keys[last].replace(/\.zip$/, '')}`,
    'amplify-config.json',
  );
  const substitute = (value: unknown) => {
    if (typeof value !== 'string' || !value.includes('<<marker:')) return value;
    const parts = value
      .split(/(<<marker:[^>]+>>)/)
      .filter(Boolean)
      .map((part) => markers[last][part] ?? part);
    return parts.length === 1 ? parts[0] : parts;
  };
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (options.raw) return config;
  return Object.fromEntries(Object.entries(config).map(([key, value]) => [key, substitute(value)]));
}

/** The deployment of index.html and the config: the one that invalidates CloudFront. */
function siteDeployment(stack: Stack) {
  const deployments = Object.values(Template.fromStack(stack).findResources('Custom::CDKBucketDeployment'));
  return deployments.find((deployment) => deployment.Properties.DistributionPaths)!;
}

describe('WebContentStack', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wayfare</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes amplify-config.json from the other stacks outputs', () => {
    const { webContent } = buildWayfare({ context: { webDist: dist } });
    expect(deployedAmplifyConfig(webContent)).toEqual({
      mode: 'cloud',
      region: { Ref: 'AWS::Region' },
      graphqlUrl: stackOutput('wayfare-dev-api', /GraphQLUrl/),
      realtimeUrl: stackOutput('wayfare-dev-api', /RealtimeUrl/),
      apiKey: stackOutput('wayfare-dev-api', /ApiKey/),
      userPoolId: stackOutput('wayfare-dev-auth', /RefUsers[0-9A-F]+$/),
      userPoolClientId: stackOutput('wayfare-dev-auth', /RefUsersWebClient/),
      webUrl: ['https://', stackOutput('wayfare-dev-web', /Distribution.*DomainName/)],
    });
  });

  it('writes a config the web app accepts at boot (the shared contract)', () => {
    const { webContent } = buildWayfare({
      context: { webDist: dist, socialProviders: 'google', googleClientId: 'google-client' },
    });
    // The file as deployed, its tokens still markers, is what the web app parses.
    expect(parseWebAppConfig(deployedAmplifyConfig(webContent, { raw: true }))).toMatchObject({
      mode: 'cloud',
      oauth: { providers: ['Google'] },
    });
  });

  it('adds the hosted-UI sign-in of the enabled social providers and the human-check widget, never its secret', () => {
    const { webContent } = buildWayfare({
      context: {
        webDist: dist,
        socialProviders: 'google,apple',
        googleClientId: 'google-client',
        appleClientId: 'apple-client',
        appleTeamId: 'TEAM',
        appleKeyId: 'KEY',
        humanCheck: 'turnstile',
        humanCheckSiteKey: '0x4AAAAAAA-site',
        humanCheckSecretName: 'wayfare/dev/turnstile',
      },
    });
    const config = deployedAmplifyConfig(webContent);
    const text = JSON.stringify(config);
    expect(config.humanCheck).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAA-site' });
    expect(text).not.toContain('wayfare/dev/turnstile');
    expect(config.oauth).toEqual({
      domain: expect.stringMatching(/^<<marker:.+>>\.auth\.<<marker:.+>>\.amazoncognito\.com$/),
      redirectSignIn: [expect.stringMatching(/^https:\/\/<<marker:.+>>\/login$/)],
      redirectSignOut: [expect.stringMatching(/^https:\/\/<<marker:.+>>\/$/)],
      providers: ['Google', 'Apple'],
    });
    // The domain is the auth stack's hosted-UI domain, read from its outputs.
    const markers = siteDeployment(webContent).Properties.SourceMarkers as Record<string, unknown>[];
    const domainMarker = /^(<<marker:[^>]+>>)/.exec((config.oauth as { domain: string }).domain)![1];
    expect(markers.at(-1)![domainMarker]).toEqual(stackOutput('wayfare-dev-auth', /HostedUi/));
  });

  it('deploys the built site with its config, pruning old files and invalidating CloudFront', () => {
    const { webContent } = buildWayfare({ context: { webDist: dist } });
    const template = Template.fromStack(webContent);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.anyValue(), Match.anyValue()],
      Prune: true,
      DistributionPaths: ['/*'],
    });
    Annotations.fromStack(webContent).hasNoWarning('*', Match.stringLikeRegexp('npm run build'));
  });

  it('serves hashed assets as immutable for a year and revalidates everything else, as the twin does', () => {
    const { webContent } = buildWayfare({ context: { webDist: dist } });
    const template = Template.fromStack(webContent);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=31536000' },
    });
  });

  it('deploys only the config, keeps the files already there and warns when web/dist is missing', () => {
    const { webContent } = buildWayfare({ context: { webDist: path.join(dist, 'missing') } });
    Template.fromStack(webContent).hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.anyValue()],
      Prune: false,
    });
    Annotations.fromStack(webContent).hasWarning('*', Match.stringLikeRegexp('npm run build -w web'));
  });
});
