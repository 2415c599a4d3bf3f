/**
 * DefineAuthChallenge: one-time-code sign-in; tokens after a correct code, failure after
 * MAX_OTP_ATTEMPTS wrong ones. A contact with no account (`userNotFound`, the app client prevents
 * user existence errors) gets the same challenge; its right code makes the account (Verify), but
 * Cognito has no user in that round to issue tokens to, so the round ends with 'account_created'
 * and the client signs in again with the same code (docs/security.md, "Sign-up by code").
 */
import type { DefineAuthChallengeTriggerEvent, DefineAuthChallengeTriggerHandler } from 'aws-lambda';
import { MAX_OTP_ATTEMPTS, OTP_CHALLENGE, type ChallengeSession } from './otp-challenge';
import { TriggerRefusal } from './trigger-refusal';

export type AuthDecision = 'issue-tokens' | 'account-created' | 'challenge' | 'fail';

export function decideNextStep({
  session,
  userNotFound,
}: {
  session: ChallengeSession;
  userNotFound?: boolean;
}): AuthDecision {
  // Only our own challenge is acceptable: anything else (SRP, password) means a flow this pool does not offer.
  if (session.some((attempt) => attempt.challengeName !== OTP_CHALLENGE)) return 'fail';
  if (session.at(-1)?.challengeResult === true) return userNotFound ? 'account-created' : 'issue-tokens';
  return session.length >= MAX_OTP_ATTEMPTS ? 'fail' : 'challenge';
}

const RESPONSES: Record<
  Exclude<AuthDecision, 'account-created'>,
  DefineAuthChallengeTriggerEvent['response']
> = {
  'issue-tokens': { issueTokens: true, failAuthentication: false },
  challenge: { issueTokens: false, failAuthentication: false, challengeName: OTP_CHALLENGE },
  fail: { issueTokens: false, failAuthentication: true },
};

export const handler = (async (event: DefineAuthChallengeTriggerEvent) => {
  const decision = decideNextStep(event.request);
  // Only the code's holder ever gets this answer; it tells nobody else anything.
  if (decision === 'account-created') throw new TriggerRefusal('account_created');
  event.response = { ...RESPONSES[decision] };
  return event;
}) satisfies DefineAuthChallengeTriggerHandler;
