import { use, type ReactNode } from 'react';
import type { AppConfig } from './app-config';

/**
 * Amplify (auth, GraphQL client, realtime) is not part of the landing page's first load: it is
 * loaded and configured the first time something needs it, once per config.
 */
const configured = new WeakMap<AppConfig, Promise<void>>();

/** Amplify's chunk: loaded ahead by a first screen that will need it (preloadFirstScreen), then configured here. */
export const loadAmplify = () => import('./configure-amplify');

/**
 * Amplify's GraphQL API: loaded by the first call (graphql-client.ts), and ahead by the apps' first
 * screens, which wait for their profile and settings reads (preloadFirstScreen).
 */
export const loadGraphQLAPI = () => import('../api/amplify-graphql');

export function configureAmplifyOnce(config: AppConfig): Promise<void> {
  let ready = configured.get(config);
  if (!ready) {
    ready = loadAmplify().then(({ configureAmplify }) => configureAmplify(config));
    configured.set(config, ready);
  }
  return ready;
}

/** Renders its children once Amplify is configured (suspending until then): wraps every Amplify route. */
export function AmplifyReady({ config, children }: { config: AppConfig; children: ReactNode }) {
  use(configureAmplifyOnce(config));
  return children;
}
