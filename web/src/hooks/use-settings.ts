import { useEffect, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { earlyRead } from '../api/early-read';
import { getSettings, onSettingsUpdated } from '../api/settings';
import type { Settings } from '../api/types';

export interface SettingsState {
  settings: Settings | null;
  loading: boolean;
  error: ApiError | null;
}

/** The settings read an app's first screen starts before its frame renders (preloadFirstScreen). */
export const firstSettings = earlyRead(getSettings);

/** The operator's settings, kept current: an admin's save reaches every open page by subscription. */
export function useSettings(): SettingsState {
  const [state, setState] = useState<SettingsState>({ settings: null, loading: true, error: null });
  useEffect(() => {
    let active = true;
    const show = (settings: Settings | null) => active && setState({ settings, loading: false, error: null });
    const fail = (error: ApiError) => active && setState((s) => ({ ...s, loading: false, error }));
    firstSettings.take().then(show, fail);
    const unsubscribe = onSettingsUpdated(show, fail);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}
