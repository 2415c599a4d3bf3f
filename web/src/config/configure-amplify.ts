import { Amplify, type ResourcesConfig } from 'aws-amplify';
// Completes a social sign-in when the provider redirects back, whichever page Amplify is configured on.
import 'aws-amplify/auth/enable-oauth-listener';
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

/** Must run before any Amplify call: the loopback shim has to be in place before a socket opens. */
export function configureAmplify(config: AppConfig, browser: { WebSocket: typeof WebSocket } = window): void {
  if (config.mode === 'local') installLoopbackWebSocket(browser);
  Amplify.configure(toAmplifyConfig(config));
}
