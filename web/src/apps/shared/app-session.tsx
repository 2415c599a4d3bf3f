import { createContext, useContext } from 'react';
import type { Settings, User } from '../../api/types';

export interface AppSession {
  me: User;
  settings: Settings;
  reloadMe: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AppSessionContext = createContext<AppSession | null>(null);

/** The signed-in rider or driver and the operator's settings, for every screen inside an app frame. */
export function useAppSession(): AppSession {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('useAppSession outside an app frame');
  return session;
}
