import { Amplify } from '@aws-amplify/core';
import { loadAppConfig, pageConfig, type AppConfig } from './app-config';
import { configureAmplify, toAmplifyConfig } from './configure-amplify';
import { installLoopbackWebSocket, toLoopbackWs } from './loopback-websocket';

const mockLoaded = { oauthListener: false };
jest.mock('aws-amplify/auth/enable-oauth-listener', () => {
  mockLoaded.oauthListener = true;
  return {};
});
jest.mock('@aws-amplify/core', () => ({
  ...jest.requireActual<object>('@aws-amplify/core'),
  Amplify: { configure: jest.fn() },
}));

const cloud: AppConfig = {
  mode: 'cloud',
  region: 'eu-west-1',
  graphqlUrl: 'https://abc.appsync-api.eu-west-1.amazonaws.com/graphql',
  realtimeUrl: 'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql',
  apiKey: 'da2-cloud',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client',
  webUrl: 'https://wayfare.example',
};

/** A deployment that federates a social provider through the hosted UI. */
const federated: AppConfig = {
  ...cloud,
  oauth: {
    domain: 'wayfare-dev.auth.eu-west-1.amazoncognito.com',
    redirectSignIn: ['https://wayfare.example/login'],
    redirectSignOut: ['https://wayfare.example/'],
    providers: ['Facebook'],
  },
};

describe('loadAppConfig', () => {
  it('fetches /amplify-config.json from the same origin', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ ok: true, json: async () => cloud });
    await expect(loadAppConfig(fetchJson)).resolves.toEqual(cloud);
    expect(fetchJson).toHaveBeenCalledWith('/amplify-config.json', { cache: 'no-store' });
  });

  it('fails when the file is not served', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadAppConfig(fetchJson)).rejects.toThrow('/amplify-config.json answered 404');
  });
});

describe('pageConfig', () => {
  it('reads the file once for everyone who asks, and again after a failed read', async () => {
    // jsdom has no fetch of its own.
    const fetchJson = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValue({ ok: true, json: async () => cloud });
    globalThis.fetch = fetchJson;
    await expect(pageConfig()).rejects.toThrow('/amplify-config.json answered 503');
    const [first, second] = await Promise.all([pageConfig(), pageConfig()]);
    expect(first).toEqual(cloud);
    expect(second).toBe(first);
    expect(await pageConfig()).toBe(first);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    delete (globalThis as { fetch?: unknown }).fetch;
  });
});

describe('toAmplifyConfig', () => {
  it('maps the contract onto Amplify Auth and API, user pool by default', () => {
    expect(toAmplifyConfig(cloud)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'eu-west-1_AbC',
          userPoolClientId: 'client',
          loginWith: { email: true, phone: true },
        },
      },
      API: {
        GraphQL: {
          endpoint: cloud.graphqlUrl,
          region: 'eu-west-1',
          defaultAuthMode: 'userPool',
          apiKey: 'da2-cloud',
        },
      },
    });
  });

  it('adds the hosted-UI code flow with the providers when the deployment federates some', () => {
    const config = toAmplifyConfig(federated);
    expect(config.Auth?.Cognito.loginWith).toEqual({
      email: true,
      phone: true,
      oauth: {
        domain: 'wayfare-dev.auth.eu-west-1.amazoncognito.com',
        scopes: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
        redirectSignIn: ['https://wayfare.example/login'],
        redirectSignOut: ['https://wayfare.example/'],
        responseType: 'code',
        providers: ['Facebook'],
      },
    });
  });

  it('points Cognito at the twin only when a user pool endpoint is set', () => {
    const config = toAmplifyConfig({ ...cloud, mode: 'local', userPoolEndpoint: 'http://127.0.0.1:9330' });
    expect(config.Auth?.Cognito).toMatchObject({ userPoolEndpoint: 'http://127.0.0.1:9330' });
  });
});

describe('configureAmplify', () => {
  it('configures the code sign-in without loading the OAuth listener', async () => {
    await configureAmplify(cloud);
    expect(Amplify.configure).toHaveBeenCalledTimes(1);
    expect(mockLoaded.oauthListener).toBe(false);
  });

  it('loads the OAuth listener before configuring a deployment with social sign-in', async () => {
    jest.mocked(Amplify.configure).mockImplementation(() => expect(mockLoaded.oauthListener).toBe(true));
    await configureAmplify(federated);
    expect(mockLoaded.oauthListener).toBe(true);
    expect(Amplify.configure).toHaveBeenCalledTimes(2);
  });
});

describe('loopback WebSocket shim', () => {
  it.each([
    ['wss://127.0.0.1:4000/graphql/realtime', 'ws://127.0.0.1:4000/graphql/realtime'],
    ['wss://localhost:4000/graphql/realtime?x=1', 'ws://localhost:4000/graphql/realtime?x=1'],
    [
      'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql',
      'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql',
    ],
    ['wss://localhost.evil.example:443/x', 'wss://localhost.evil.example:443/x'],
  ])('rewrites %s to %s', (url, expected) => {
    expect(toLoopbackWs(url)).toBe(expected);
  });

  it('opens sockets through the native WebSocket with the rewritten URL and the same protocols', () => {
    const opened: unknown[][] = [];
    class FakeWebSocket {
      constructor(...args: unknown[]) {
        opened.push(args);
      }
    }
    const browser = { WebSocket: FakeWebSocket as unknown as typeof WebSocket };
    installLoopbackWebSocket(browser);
    new browser.WebSocket('wss://127.0.0.1:4000/graphql/realtime', ['graphql-ws', 'header-abc']);
    expect(opened).toEqual([['ws://127.0.0.1:4000/graphql/realtime', ['graphql-ws', 'header-abc']]]);
  });
});
