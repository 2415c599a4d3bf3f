import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { AppConfig } from './app-config';
import { installLoopbackWebSocket } from './loopback-websocket';

export function toAmplifyConfig(config: AppConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true, phone: true },
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
