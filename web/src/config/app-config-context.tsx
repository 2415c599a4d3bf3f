import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './app-config';

const AppConfigContext = createContext<AppConfig | null>(null);

/** The runtime config, read once at boot, for components that call the backend themselves. */
export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigProvider above it');
  return config;
}
