import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { AppConfig, OAuthConfig } from './app-config';
import { installLoopbackWebSocket } from './loopback-websocket';

/** COGNITO_ADMIN lets Amplify read the signed-in user's attributes with a hosted-UI access token. */
export const OAUTH_SCOPES = ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'];

const toOAuth = ({ domain, redirectSignIn, redirectSignOut, providers }: OAuthConfig) => ({
  domain,
  scopes: OAUTH_SCOPES,
  redirectSignIn,
  redirectSignOut,
  responseType: 'code' as const,
  providers,
});

export function toAmplifyConfig(config: AppConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          phone: true,
          ...(config.oauth ? { oauth: toOAuth(config.oauth) } : {}),
        },
      },
    },
    API: {
      GraphQL: {
        endpoint: config.graphqlUrl,
        region: config.region,
        defaultAuthMode: 'userPool',
        apiKey: config.apiKey,
      },
    },
  };
}

/**
 * Must run before any Amplify call: the loopback shim has to be in place before a socket opens.
 * The OAuth listener completes a social sign-in when the provider redirects back, whichever page
 * Amplify is configured on; it is loaded only where social sign-in is set up (the cloud with
 * providers), so the code sign-in alone does not carry it (docs/performance.md).
 */
export async function configureAmplify(
  config: AppConfig,
  browser: { WebSocket: typeof WebSocket } = window,
): Promise<void> {
  if (config.mode === 'local') installLoopbackWebSocket(browser);
  if (config.oauth) await import('aws-amplify/auth/enable-oauth-listener');
  Amplify.configure(toAmplifyConfig(config));
}
