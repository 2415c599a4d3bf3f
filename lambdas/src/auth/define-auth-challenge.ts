/**
 * DefineAuthChallenge: one-time-code sign-in; tokens after a correct code, failure after
 * MAX_OTP_ATTEMPTS wrong ones. A contact with no account (`userNotFound`, the app client prevents
 * user existence errors) gets the same challenge, which no answer can meet (docs/security.md).
 */
import type { DefineAuthChallengeTriggerEvent, DefineAuthChallengeTriggerHandler } from 'aws-lambda';
import { MAX_OTP_ATTEMPTS, OTP_CHALLENGE, type ChallengeSession } from './otp-challenge';

export type AuthDecision = 'issue-tokens' | 'challenge' | 'fail';

export function decideNextStep({ session }: { session: ChallengeSession }): AuthDecision {
  // Only our own challenge is acceptable: anything else (SRP, password) means a flow this pool does not offer.
  if (session.some((attempt) => attempt.challengeName !== OTP_CHALLENGE)) return 'fail';
  if (session.at(-1)?.challengeResult === true) return 'issue-tokens';
  return session.length >= MAX_OTP_ATTEMPTS ? 'fail' : 'challenge';
}

const RESPONSES: Record<AuthDecision, DefineAuthChallengeTriggerEvent['response']> = {
  'issue-tokens': { issueTokens: true, failAuthentication: false },
  challenge: { issueTokens: false, failAuthentication: false, challengeName: OTP_CHALLENGE },
  fail: { issueTokens: false, failAuthentication: true },
};

export const handler = (async (event: DefineAuthChallengeTriggerEvent) => {
  event.response = { ...RESPONSES[decideNextStep(event.request)] };
  return event;
}) satisfies DefineAuthChallengeTriggerHandler;
