import { signOut } from '../api/auth';
import { goOffline } from '../api/me';
import type { UserType } from '../api/types';

/**
 * Ends the session (SPEC §4). A driver goes offline first, while its token still works, so it is
 * offered no tasks; neither failure may keep the user signed in, as local tokens always clear.
 */
export async function signOutUser(usertype: UserType | undefined): Promise<void> {
  if (usertype === 'driver') await goOffline().catch(() => undefined);
  await signOut().catch(() => undefined);
}
