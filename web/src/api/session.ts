import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * Kept apart from the sign-in calls so the public pages, which only ask "signed in?", do not load
 * the sign-in flows.
 */
export interface Session {
  /** The Cognito `sub`, which keys the user's profile. */
  userId: string;
  /** Cognito groups, i.e. the user types. */
  groups: string[];
}

/** The signed-in user's session (tokens refreshed by Amplify when needed), or null when signed out. */
export async function currentSession(): Promise<Session | null> {
  const { tokens } = await fetchAuthSession();
  if (!tokens) return null;
  const { sub, 'cognito:groups': groups } = tokens.accessToken.payload;
  return { userId: String(sub), groups: Array.isArray(groups) ? groups.map(String) : [] };
}
