import { createContext, useContext } from 'react';
import type { Settings, User } from '../../api/types';

export interface AppSession {
  me: User;
  settings: Settings;
  reloadMe: () => Promise<void>;
  /** Goes up with every change of the user's wallet the server tells of: lists of it read again. */
  walletVersion: number;
  signOut: () => Promise<void>;
}

export const AppSessionContext = createContext<AppSession | null>(null);

/** The signed-in rider or driver and the operator's settings, for every screen inside an app frame. */
export function useAppSession(): AppSession {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('useAppSession outside an app frame');
  return session;
}
