import type { UserType } from '@wayfare/shared';

/** The sign-in side of an account (the Cognito user), as the accounts resolvers administer it. */
export interface IdentityAdmin {
  /**
   * A passwordless sign-in with its contacts verified (they are the aliases to sign in with), in
   * the group of its user type. The back office gives both contacts; a self sign-up has one.
   * Throws `IdentityExistsError` when a contact is taken.
   */
  createUser(input: { username: string; email?: string; mobile?: string; group: UserType }): Promise<{
    uid: string;
  }>;
  addToGroup(username: string, group: UserType): Promise<void>;
  /** Not being in the group already counts as done. */
  removeFromGroup(username: string, group: UserType): Promise<void>;
  /** Blocks sign-in and ends the user's sessions. */
  disableUser(username: string): Promise<void>;
  /** Gone already counts as done, so a retried delete completes. */
  deleteUser(username: string): Promise<void>;
  /** Ends every session of the user (refresh tokens stop working). */
  signOut(username: string): Promise<void>;
}

export class IdentityExistsError extends Error {
  override readonly name = 'IdentityExistsError';
}
