/**
 * SPEC validate_referrer at sign-up: the web app sends the referral id a new rider typed as the
 * SignUp call's ClientMetadata, which Cognito hands to PreSignUp (which refuses an id nobody
 * holds, so the rider can correct it) and to PostConfirmation (which stores the referrer's uid as
 * `signupViaReferral`; the bonus follows the rider's first paid trip, docs/money.md).
 */
import { isReferralIdShape, normaliseReferralId, REFERRAL_METADATA_KEY, type User } from '@wayfare/shared';
import type { UserRepository } from '../ports/user-repository';
import { TriggerRefusal } from './trigger-refusal';

export type ReferrerLookup = UserRepository['findByReferralId'];

/** The referrer named in the metadata; null when none was named; refused when no user holds the id. */
export async function referrerAtSignUp(
  findByReferralId: ReferrerLookup,
  clientMetadata: Readonly<Record<string, string>> | undefined,
): Promise<User | null> {
  const id = normaliseReferralId(clientMetadata?.[REFERRAL_METADATA_KEY]);
  if (id === undefined) return null;
  const referrer = isReferralIdShape(id) ? await findByReferralId(id) : null;
  if (!referrer) throw new TriggerRefusal('invalid_referral');
  return referrer;
}
