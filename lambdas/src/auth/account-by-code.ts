/**
 * A contact's first account, made when its first code is entered (docs/security.md, "Sign-up by
 * code"): a Cognito user with only that contact, verified, in group rider, and its first profile.
 * Only the code's holder gets this far, so refusing a contact that a profile holds ('user exists')
 * tells nobody else anything.
 */
import type { RandomInt } from '@wayfare/shared';
import { buildFirstProfile } from '@wayfare/shared';
import { IdentityExistsError, type IdentityAdmin } from '../ports/identity-admin';
import type { UserRepository } from '../ports/user-repository';
import { createFirstProfile, referrerOf } from './first-profile';
import type { OtpDestination } from './otp-channel';
import { TriggerRefusal } from './trigger-refusal';

export interface AccountByCodeDeps {
  users: Pick<UserRepository, 'findByContact' | 'findByReferralId' | 'getById' | 'create'>;
  /** The admin API of the pool the event names (the trigger cannot be told its own pool's id). */
  identity: (userPoolId: string) => Pick<IdentityAdmin, 'createUser' | 'deleteUser'>;
  newUsername: () => string;
  now: () => number;
  randomInt: RandomInt;
}

export interface NewContact {
  userPoolId: string;
  contact: OtpDestination;
  /** The code round's ClientMetadata: the referral id the rider typed, if any. */
  clientMetadata: Readonly<Record<string, string>> | undefined;
}

export function createAccountByCode({ users, identity, newUsername, now, randomInt }: AccountByCodeDeps) {
  return async ({ userPoolId, contact, clientMetadata }: NewContact): Promise<void> => {
    const kind = contact.channel === 'email' ? 'email' : 'mobile';
    // A contact added in a profile (never a sign-in alias) is not free to make an account with.
    if (await users.findByContact(kind, contact.to)) throw new TriggerRefusal('user exists');
    const referrer = await referrerOf(users, clientMetadata);
    const admin = identity(userPoolId);
    const username = newUsername();
    const at = { [kind]: contact.to } as { email: string } | { mobile: string };
    let uid: string;
    try {
      ({ uid } = await admin.createUser({ username, ...at, group: 'rider' }));
    } catch (error) {
      // A concurrent round of the same contact made the account first: it is made.
      if (error instanceof IdentityExistsError) return;
      throw error;
    }
    const profile = buildFirstProfile(
      { uid, ...at, regType: kind, ...(referrer ? { signupViaReferral: referrer.uid } : {}) },
      { at: now(), randomInt },
    );
    try {
      await createFirstProfile({ users, randomInt }, profile, username);
    } catch (error) {
      // No sign-in without its profile: the next code starts over from nothing.
      await admin.deleteUser(username);
      throw error;
    }
  };
}
