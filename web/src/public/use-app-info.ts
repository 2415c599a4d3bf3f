import { useEffect, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { getAppInfo, type AppInfo } from '../api/public-content';
import { useAppConfig } from '../config/app-config-context';

export interface AppInfoState {
  appInfo: AppInfo | null;
  loading: boolean;
  error: ApiError | null;
}

/** The about-us and privacy texts the admin saved (null until saved). */
export function useAppInfo(): AppInfoState {
  const config = useAppConfig();
  const [state, setState] = useState<AppInfoState>({ appInfo: null, loading: true, error: null });
  useEffect(() => {
    let active = true;
    getAppInfo(config).then(
      (appInfo) => active && setState({ appInfo, loading: false, error: null }),
      (error: ApiError) => active && setState({ appInfo: null, loading: false, error }),
    );
    return () => {
      active = false;
    };
  }, [config]);
  return state;
}
