import { use, type ReactNode } from 'react';
import type { AppConfig } from './app-config';

/**
 * Amplify (auth, GraphQL client, realtime) is not part of the landing page's first load: it is
 * loaded and configured the first time something needs it, once per config.
 */
const configured = new WeakMap<AppConfig, Promise<void>>();

export function configureAmplifyOnce(config: AppConfig): Promise<void> {
  let ready = configured.get(config);
  if (!ready) {
    ready = import('./configure-amplify').then(({ configureAmplify }) => configureAmplify(config));
    configured.set(config, ready);
  }
  return ready;
}

/** Renders its children once Amplify is configured (suspending until then): wraps every Amplify route. */
export function AmplifyReady({ config, children }: { config: AppConfig; children: ReactNode }) {
  use(configureAmplifyOnce(config));
  return children;
}
