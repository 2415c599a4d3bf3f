import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { earlyRead } from '../api/early-read';
import { getPublicSettings, type PublicSettings } from '../api/public-content';
import { configureAmplifyOnce } from '../config/amplify-once';
import type { AppConfig } from '../config/app-config';

export interface PublicSettingsState {
  settings: PublicSettings | null;
  loading: boolean;
  error: ApiError | null;
}

const PublicSettingsContext = createContext<PublicSettingsState>({
  settings: null,
  loading: true,
  error: null,
});

/** The first read, started as soon as the page's configuration is known: the sign-in's form waits for it. */
export const firstPublicSettings = earlyRead(getPublicSettings);

/**
 * The operator's settings for every public page, read once with a plain fetch and kept current: an
 * admin's save reaches open pages through the onSettingsUpdated subscription, whose realtime client
 * (Amplify) loads after the page is shown.
 */
export function PublicSettingsProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [state, setState] = useState<PublicSettingsState>({ settings: null, loading: true, error: null });
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const show = (settings: PublicSettings | null) =>
      active && setState({ settings, loading: false, error: null });
    // Loaded settings win over a later error: a dropped subscription only stops updates.
    const fail = (error: ApiError) => active && setState((s) => ({ ...s, loading: false, error }));
    firstPublicSettings.take(config).then(show, fail);
    configureAmplifyOnce(config)
      .then(() => import('../api/settings'))
      .then(({ onSettingsUpdated }) => {
        if (active) unsubscribe = onSettingsUpdated(show, fail);
      })
      .catch((error: unknown) => console.warn('Live settings are not available', error));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [config]);
  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
}

export const usePublicSettings = (): PublicSettingsState => useContext(PublicSettingsContext);
