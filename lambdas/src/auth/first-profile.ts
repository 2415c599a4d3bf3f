/**
 * PostConfirmation: a contact that signed itself up becomes a rider (SPEC §4): in group rider,
 * with a profile (approved, wallet 0, a referral id). Cognito reports a failure to the sign-up
 * but keeps the user confirmed, so this is idempotent: a repeat adds what is missing.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { buildFirstProfile, type RandomInt, type RegType } from '@wayfare/shared';
import type { UserRepository } from '../ports/user-repository';

export interface FirstProfileDeps {
  users: Pick<UserRepository, 'getById' | 'create'>;
  addToGroup: (input: { userPoolId: string; username: string; group: 'rider' }) => Promise<void>;
  now: () => number;
  randomInt: RandomInt;
}

/** How the account came to be: a social provider, or the one contact it signed up with. */
export function regTypeOf(attributes: Readonly<Record<string, string | undefined>>): RegType {
  if (attributes.identities) return 'social';
  return attributes.email ? 'email' : 'mobile';
}

export function createPostConfirmation({ users, addToGroup, now, randomInt }: FirstProfileDeps) {
  return async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    // ConfirmForgotPassword does not apply to a passwordless pool; only a new account gets a profile.
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = event.request.userAttributes;
    const uid = attributes.sub;
    if (!(await users.getById(uid))) {
      const profile = buildFirstProfile(
        {
          uid,
          email: attributes.email || undefined,
          mobile: attributes.phone_number || undefined,
          regType: regTypeOf(attributes),
        },
        { at: now(), randomInt },
      );
      await users.create(profile, { username: event.userName });
    }
    await addToGroup({ userPoolId: event.userPoolId, username: event.userName, group: 'rider' });
    return event;
  };
}
