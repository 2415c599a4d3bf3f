import { parseWebAppConfig, WebAppConfigError, type WebAppConfig } from './web-app-config';

const cloud: WebAppConfig = {
  mode: 'cloud',
  region: 'eu-west-1',
  graphqlUrl: 'https://abc.appsync-api.eu-west-1.amazonaws.com/graphql',
  realtimeUrl: 'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql',
  apiKey: 'da2-cloud',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client',
  webUrl: 'https://wayfare.example',
};

describe('parseWebAppConfig', () => {
  it('accepts the contract and keeps the optional local fields', () => {
    const local = {
      ...cloud,
      mode: 'local',
      userPoolEndpoint: 'http://127.0.0.1:9330',
      outboxUrl: 'http://127.0.0.1:4000/outbox',
    };
    expect(parseWebAppConfig(local)).toEqual(local);
    expect(parseWebAppConfig({ ...cloud, extra: 1 })).toEqual(cloud);
  });

  it.each([
    ['a non-object', null, 'config is not a JSON object'],
    ['an unknown mode', { ...cloud, mode: 'staging' }, "config.mode must be 'local' or 'cloud'"],
    ['a missing field', { ...cloud, apiKey: undefined }, 'config.apiKey must be a non-empty string'],
    ['an empty field', { ...cloud, graphqlUrl: '' }, 'config.graphqlUrl must be a non-empty string'],
    ['a non-string optional field', { ...cloud, outboxUrl: 4 }, 'config.outboxUrl must be a string when set'],
  ])('rejects %s, naming the field', (_case, raw, message) => {
    expect(() => parseWebAppConfig(raw)).toThrow(new WebAppConfigError(message));
  });
});

describe('parseWebAppConfig: cloud sign-in options', () => {
  const oauth = {
    domain: 'wayfare-dev.auth.eu-west-1.amazoncognito.com',
    redirectSignIn: ['https://wayfare.example/login'],
    redirectSignOut: ['https://wayfare.example/'],
    providers: ['Google', 'Apple'],
  };
  const humanCheck = { provider: 'recaptcha', siteKey: 'site-key' };

  it('keeps the social sign-in and the human check the deployment wrote', () => {
    expect(parseWebAppConfig({ ...cloud, oauth, humanCheck })).toEqual({ ...cloud, oauth, humanCheck });
  });

  it.each([
    ['an oauth without a domain', { oauth: { ...oauth, domain: '' } }, 'config.oauth.domain'],
    ['an unknown provider', { oauth: { ...oauth, providers: ['Myspace'] } }, 'config.oauth.providers'],
    ['a redirect that is not a list', { oauth: { ...oauth, redirectSignIn: 'https://x' } }, 'redirects'],
    ['an unknown human check', { humanCheck: { provider: 'hcaptcha', siteKey: 'k' } }, 'config.humanCheck'],
    ['a human check without a site key', { humanCheck: { provider: 'turnstile' } }, 'config.humanCheck'],
  ])('rejects %s', (_case, extra, message) => {
    expect(() => parseWebAppConfig({ ...cloud, ...extra })).toThrow(message);
  });
});
