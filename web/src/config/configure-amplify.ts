import { Amplify, defaultStorage, type ResourcesConfig } from '@aws-amplify/core';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
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

export function toAmplifyConfig(config: AppConfig): Required<Pick<ResourcesConfig, 'Auth' | 'API'>> {
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
 *
 * Configured through `@aws-amplify/core` with the user pool's token provider alone: the web app
 * never uses identity-pool (IAM) credentials, and `aws-amplify`'s `Amplify.configure` would bring
 * the identity pool's credentials provider and cookie storage along (docs/performance.md).
 */
export async function configureAmplify(
  config: AppConfig,
  browser: { WebSocket: typeof WebSocket } = window,
): Promise<void> {
  if (config.mode === 'local') installLoopbackWebSocket(browser);
  if (config.oauth) await import('aws-amplify/auth/enable-oauth-listener');
  const amplifyConfig = toAmplifyConfig(config);
  // What `aws-amplify`'s configure does for its default provider: the tokens live in localStorage.
  cognitoUserPoolsTokenProvider.setAuthConfig(amplifyConfig.Auth);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
  Amplify.configure(amplifyConfig, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
}
