/**
 * A new rider's first profile (product.md §4: approved, wallet 0, a referral id), and PostConfirmation,
 * which makes it, in group rider, for the first sign-in through Google, Facebook or Apple (Cognito
 * runs it as ConfirmSignUp; regType 'social'). A contact's account is made by its first code
 * instead (account-by-code.ts), since self sign-up is closed (docs/security.md).
 * Cognito reports a failure to the sign-up but keeps the user confirmed, and may run the trigger
 * again, so this is idempotent: a repeat adds what is missing.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { buildFirstProfile, DomainError, type RandomInt, type RegType, type User } from '@wayfare/shared';
import { createWithFreeReferralId } from '../accounts/referral-ids';
import type { UserRepository } from '../ports/user-repository';
import { referrerAtSignUp } from './referrer-at-sign-up';
import { TriggerRefusal } from './trigger-refusal';

export interface FirstProfileDeps {
  users: Pick<UserRepository, 'getById' | 'create' | 'findByReferralId'>;
  addToGroup: (input: { userPoolId: string; username: string; group: 'rider' }) => Promise<void>;
  now: () => number;
  randomInt: RandomInt;
}

/** How the account came to be: a social provider, or the one contact it signed up with. */
export function regTypeOf(attributes: Readonly<Record<string, string | undefined>>): RegType {
  if (attributes.identities) return 'social';
  return attributes.email ? 'email' : 'mobile';
}

const isUserExists = (error: unknown) => error instanceof DomainError && error.code === 'USER_EXISTS';

/**
 * Creates the profile unless a run before (or beside) this one did. A provider's e-mail that
 * another profile already holds stays with that profile: it was proven there first, and linking
 * on an e-mail alone would hand that account to whoever controls the provider account.
 */
export async function createFirstProfile(
  { users, randomInt }: Pick<FirstProfileDeps, 'users' | 'randomInt'>,
  profile: User,
  username: string,
) {
  try {
    await createWithFreeReferralId(users, profile, { username, randomInt });
    return;
  } catch (error) {
    if (!isUserExists(error)) throw error;
    if (await users.getById(profile.uid)) return; // an earlier or concurrent run created it
    if (profile.regType !== 'social' || !profile.email) throw error;
  }
  await createWithFreeReferralId(users, { ...profile, email: undefined }, { username, randomInt });
}

/**
 * The referrer the sign-in's start accepted, read again from the metadata. Should it have gone since
 * (deleted), the rider signs up without a referral rather than failing a confirmed sign-up.
 */
export const referrerOf = (
  users: Pick<UserRepository, 'findByReferralId'>,
  clientMetadata: Readonly<Record<string, string>> | undefined,
) =>
  referrerAtSignUp((id) => users.findByReferralId(id), clientMetadata).catch((error: unknown) => {
    if (error instanceof TriggerRefusal) return null;
    throw error;
  });

export function createPostConfirmation({ users, addToGroup, now, randomInt }: FirstProfileDeps) {
  return async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    // ConfirmForgotPassword does not apply to a passwordless pool; only a new account gets a profile.
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = event.request.userAttributes;
    const uid = attributes.sub;
    if (!(await users.getById(uid))) {
      const referrer = await referrerOf(users, event.request.clientMetadata);
      const profile = buildFirstProfile(
        {
          uid,
          email: attributes.email || undefined,
          mobile: attributes.phone_number || undefined,
          regType: regTypeOf(attributes),
          ...(referrer ? { signupViaReferral: referrer.uid } : {}),
        },
        { at: now(), randomInt },
      );
      await createFirstProfile({ users, randomInt }, profile, event.userName);
    }
    await addToGroup({ userPoolId: event.userPoolId, username: event.userName, group: 'rider' });
    return event;
  };
}
