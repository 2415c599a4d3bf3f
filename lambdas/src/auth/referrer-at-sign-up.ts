/**
 * product.md §7 validate_referrer at sign-up: the web app sends the referral id a new rider typed in the
 * code sign-in's ClientMetadata. PreAuthentication refuses an id nobody holds, for every contact
 * alike, so the rider can correct it; the round that makes the account (account-by-code.ts) stores
 * the referrer's uid as `signupViaReferral` (the bonus follows the first paid trip, docs/money.md).
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
