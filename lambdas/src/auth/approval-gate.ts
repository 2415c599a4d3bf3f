/**
 * Drivers must be approved to sign in (product.md §6). PreAuthentication checks it before any code is
 * sent, so an unapproved driver gets 'require approval' at once instead of a useless code;
 * VerifyAuthChallengeResponse checks it again before the tokens, for a driver unapproved between
 * its code and its answer.
 */
import type { User } from '@wayfare/shared';

export type SignInProfile = Pick<User, 'usertype' | 'approved'>;

export const maySignIn = (profile: SignInProfile | null): boolean =>
  !(profile?.usertype === 'driver' && !profile.approved);
