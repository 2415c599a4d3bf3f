/**
 * PreAuthentication, the one trigger that sees InitiateAuth's ClientMetadata (as `validationData`):
 * `channel` ('sms' | 'email', the kind of contact the user typed) and, for a mobile request, the
 * human-check widget's `humanCheckToken`. In order: the human check (SMS only, when configured),
 * the approval gate, then the channel is written down for CreateAuthChallenge.
 */
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import type { HumanCheck } from '../ports/human-check';
import type { SignInAttempts } from '../ports/sign-in-attempts';
import { mayStartSignIn, type SignInProfile } from './approval-gate';
import { chooseOtpDestination, typedContactAttributes } from './otp-channel';
import type { Clock } from './otp-challenge';
import { TriggerRefusal } from './trigger-refusal';

export interface SignInStartDeps {
  getProfile: (uid: string) => Promise<SignInProfile | null>;
  attempts: Pick<SignInAttempts, 'record'>;
  /** Absent when no human check is configured (the local twin). */
  humanCheck?: HumanCheck;
  now: Clock;
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

export function createPreAuthentication({ getProfile, attempts, humanCheck, now, warn }: SignInStartDeps) {
  return async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
    const { validationData, userNotFound } = event.request;
    // A contact with no account passes the same checks as the contact it would be.
    const userAttributes = userNotFound
      ? typedContactAttributes(event.userName)
      : event.request.userAttributes;
    // The channel the code will really take: the one asked for, or the contact the user has.
    const destination = chooseOtpDestination(userAttributes, validationData?.channel);
    if (destination?.channel === 'sms' && humanCheck) {
      await requirePerson(humanCheck, validationData?.humanCheckToken, warn);
    }
    const uid = userAttributes.sub;
    if (!mayStartSignIn(uid ? await getProfile(uid) : null)) throw new TriggerRefusal('require approval');
    if (destination) await attempts.record(event.userName, destination.channel, now());
    return event;
  };
}
