import { useCallback, useEffect } from 'react';
import { nextPaint } from '../../next-paint';
import { configureAmplifyOnce } from '../../config/amplify-once';
import type { AppConfig } from '../../config/app-config';

/**
 * Amplify's sign-in calls (`api/auth`), configured. The sign-in page's form shows and takes input
 * without them, so they are not in its first load: they load once the page has painted and, at
 * the latest, when the person submits (docs/performance.md).
 */
export type SignInCalls = typeof import('../../api/auth');

/** Amplify's configuration and the calls' chunk load side by side; a call waits for both. */
const loadSignInCalls = (config: AppConfig): Promise<SignInCalls> =>
  Promise.all([configureAmplifyOnce(config), import('../../api/auth')]).then(([, calls]) => calls);

/** Starts loading the sign-in calls after the next paint; returns what every call on the page awaits. */
export function useSignInCalls(config: AppConfig): () => Promise<SignInCalls> {
  useEffect(() => {
    let active = true;
    void nextPaint().then(() => {
      if (active) loadSignInCalls(config).catch(() => undefined);
    });
    return () => {
      active = false;
    };
  }, [config]);
  return useCallback(() => loadSignInCalls(config), [config]);
}
