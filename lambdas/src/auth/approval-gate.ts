/**
 * Drivers must be approved to sign in (SPEC §6). PreAuthentication checks it before any code is
 * sent, so an unapproved driver gets 'require approval' at once instead of a useless code.
 */
import type { User } from '@wayfare/shared';

export type SignInProfile = Pick<User, 'usertype' | 'approved'>;

export const mayStartSignIn = (profile: SignInProfile | null): boolean =>
  !(profile?.usertype === 'driver' && !profile.approved);
