/**
 * PreAuthentication, the one trigger that sees InitiateAuth's ClientMetadata (as `validationData`):
 * `channel` ('sms' | 'email', the kind of contact the user typed), for a mobile request the
 * human-check widget's `humanCheckToken`, a typed referral id, and on a new account's second round
 * the `signUpCode` that made it. In order: the referral id, the sign-up proof, the human check (SMS
 * only, when configured, and not for a proven round, which sends nothing), the approval gate, then
 * the start is written down for CreateAuthChallenge.
 */
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { SIGN_UP_CODE_METADATA_KEY } from '@wayfare/shared';
import type { HumanCheck } from '../ports/human-check';
import type { SignInAttempts } from '../ports/sign-in-attempts';
import type { SignUpProofs } from '../ports/sign-up-proofs';
import { maySignIn, type SignInProfile } from './approval-gate';
import { chooseOtpDestination, proofKey, typedContactAttributes, type OtpDestination } from './otp-channel';
import { codesMatch, hashCode } from './otp-code';
import { referrerAtSignUp, type ReferrerLookup } from './referrer-at-sign-up';
import { TriggerRefusal } from './trigger-refusal';

export interface SignInStartDeps {
  getProfile: (uid: string) => Promise<SignInProfile | null>;
  attempts: Pick<SignInAttempts, 'record'>;
  proofs: Pick<SignUpProofs, 'peek'>;
  findByReferralId: ReferrerLookup;
  /** Absent when no human check is configured (the local twin). */
  humanCheck?: HumanCheck;
  now: () => number;
  /** Why a human check refused, for operators; never shown to the user. */
  warn: (message: string, details: Record<string, unknown>) => void;
}

async function requirePerson(
  humanCheck: HumanCheck,
  token: string | undefined,
  warn: SignInStartDeps['warn'],
): Promise<void> {
  let reasons: string[];
  try {
    reasons = token ? (await humanCheck.verify(token)).reasons : ['missing-token'];
  } catch (error) {
    // The provider cannot answer: the SMS stays unsent (fail closed); e-mail sign-in is unaffected.
    reasons = ['provider-unavailable', error instanceof Error ? error.message : String(error)];
  }
  if (reasons.length === 0) return;
  warn('Human check refused a mobile code request', { reasons });
  throw new TriggerRefusal('human_check_failed');
}

/** Whether the round carries the code that just made this account (its proof is still kept). */
async function provesSignUp(
  proofs: SignInStartDeps['proofs'],
  destination: OtpDestination,
  signUpCode: string | undefined,
  now: number,
): Promise<boolean> {
  if (!signUpCode) return false;
  const proof = await proofs.peek(proofKey(destination), now);
  return Boolean(proof && codesMatch(proof.codeHash, hashCode(signUpCode)));
}

export function createPreAuthentication({
  getProfile,
  attempts,
  proofs,
  findByReferralId,
  humanCheck,
  now,
  warn,
}: SignInStartDeps) {
  return async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
    const { validationData, userNotFound } = event.request;
    // Checked for every contact, account or not, so the answer tells nothing about the contact.
    await referrerAtSignUp(findByReferralId, validationData);
    // A contact with no account passes the same checks as the contact it would be.
    const userAttributes = userNotFound
      ? typedContactAttributes(event.userName)
      : event.request.userAttributes;
    // The channel the code will really take: the one asked for, or the contact the user has.
    const destination = chooseOtpDestination(userAttributes, validationData?.channel);
    const at = now();
    const proven =
      !userNotFound && destination !== undefined
        ? await provesSignUp(proofs, destination, validationData?.[SIGN_UP_CODE_METADATA_KEY], at)
        : false;
    if (destination?.channel === 'sms' && humanCheck && !proven) {
      await requirePerson(humanCheck, validationData?.humanCheckToken, warn);
    }
    const uid = userAttributes.sub;
    if (!maySignIn(uid ? await getProfile(uid) : null)) throw new TriggerRefusal('require approval');
    if (destination) await attempts.record(event.userName, { channel: destination.channel, proven }, at);
    return event;
  };
}
