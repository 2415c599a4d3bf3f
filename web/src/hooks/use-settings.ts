import { useEffect, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { getSettings, onSettingsUpdated } from '../api/settings';
import type { Settings } from '../api/types';

export interface SettingsState {
  settings: Settings | null;
  loading: boolean;
  error: ApiError | null;
}

/** The operator's settings, kept current: an admin's save reaches every open page by subscription. */
export function useSettings(): SettingsState {
  const [state, setState] = useState<SettingsState>({ settings: null, loading: true, error: null });
  useEffect(() => {
    let active = true;
    const show = (settings: Settings | null) => active && setState({ settings, loading: false, error: null });
    const fail = (error: ApiError) => active && setState((s) => ({ ...s, loading: false, error }));
    getSettings().then(show, fail);
    const unsubscribe = onSettingsUpdated(show, fail);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}
