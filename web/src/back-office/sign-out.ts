import { goOffline } from '../api/me';
import type { UserType } from '../api/types';

/**
 * Ends the session (product.md §4). A driver goes offline first, while its token still works, so it is
 * offered no tasks; neither failure may keep the user signed in, as local tokens always clear.
 * Amplify's sign-in and sign-out code loads only now: screens that offer sign-out need not wait for it.
 */
export async function signOutUser(usertype: UserType | undefined): Promise<void> {
  if (usertype === 'driver') await goOffline().catch(() => undefined);
  await import('../api/auth').then(({ signOut }) => signOut()).catch(() => undefined);
}
