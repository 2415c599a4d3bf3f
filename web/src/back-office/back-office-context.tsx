import { createContext, useContext } from 'react';
import type { Settings, User, UserType } from '../api/types';

/** What every back-office page may rely on: a signed-in, admitted user and the operator's settings. */
export interface BackOfficeContextValue {
  me: User & { usertype: UserType };
  settings: Settings;
  /** Re-reads the profile, e.g. after the user saved it. */
  reloadMe: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const BackOfficeContext = createContext<BackOfficeContextValue | null>(null);

export function useBackOffice(): BackOfficeContextValue {
  const value = useContext(BackOfficeContext);
  if (!value) throw new Error('useBackOffice is used outside the back-office frame');
  return value;
}
