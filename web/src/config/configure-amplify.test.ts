import { Amplify } from 'aws-amplify';
import type { AppConfig } from './app-config';
import { configureAmplify } from './configure-amplify';

const mockLoaded = { oauthListener: false };
jest.mock('aws-amplify/auth/enable-oauth-listener', () => {
  mockLoaded.oauthListener = true;
  return {};
});
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));

const codeSignIn: AppConfig = {
  mode: 'cloud',
  region: 'eu-west-1',
  graphqlUrl: 'https://abc.appsync-api.eu-west-1.amazonaws.com/graphql',
  realtimeUrl: 'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql',
  apiKey: 'da2-cloud',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client',
  webUrl: 'https://wayfare.example',
};

describe('configureAmplify', () => {
  it('configures the code sign-in without loading the OAuth listener', async () => {
    await configureAmplify(codeSignIn);
    expect(Amplify.configure).toHaveBeenCalledTimes(1);
    expect(mockLoaded.oauthListener).toBe(false);
  });

  it('loads the OAuth listener before configuring a deployment with social sign-in', async () => {
    jest.mocked(Amplify.configure).mockImplementation(() => expect(mockLoaded.oauthListener).toBe(true));
    await configureAmplify({
      ...codeSignIn,
      oauth: {
        domain: 'wayfare-dev.auth.eu-west-1.amazoncognito.com',
        redirectSignIn: ['https://wayfare.example/login'],
        redirectSignOut: ['https://wayfare.example/'],
        providers: ['Facebook'],
      },
    });
    expect(mockLoaded.oauthListener).toBe(true);
    expect(Amplify.configure).toHaveBeenCalledTimes(2);
  });
});
