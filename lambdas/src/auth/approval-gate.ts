/**
 * PreAuthentication: drivers must be approved to sign in (SPEC §6). Checked before any code is
 * sent, so an unapproved driver gets 'require approval' at once instead of a useless code.
 */
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import type { User } from '@wayfare/shared';
import { TriggerRefusal } from './trigger-refusal';

export const mayStartSignIn = (profile: Pick<User, 'usertype' | 'approved'> | null): boolean =>
  !(profile?.usertype === 'driver' && !profile.approved);

export function createPreAuthentication(
  getProfile: (uid: string) => Promise<Pick<User, 'usertype' | 'approved'> | null>,
) {
  return async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
    const uid = event.request.userAttributes.sub;
    if (!mayStartSignIn(uid ? await getProfile(uid) : null)) throw new TriggerRefusal('require approval');
    return event;
  };
}
