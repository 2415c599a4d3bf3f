/** VerifyAuthChallengeResponse: the answer must equal the code sent and arrive before it expires. */
import type {
  VerifyAuthChallengeResponseTriggerEvent,
  VerifyAuthChallengeResponseTriggerHandler,
} from 'aws-lambda';
import { judgeOtpAnswer, type Clock } from './otp-challenge';

export function createVerifyAuthChallenge(now: Clock) {
  return async (
    event: VerifyAuthChallengeResponseTriggerEvent,
  ): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    const verdict = judgeOtpAnswer({
      privateParameters: event.request.privateChallengeParameters,
      answer: String(event.request.challengeAnswer ?? ''),
      now: now(),
    });
    event.response.answerCorrect = verdict === 'correct';
    return event;
  };
}

export const handler = createVerifyAuthChallenge(
  Date.now,
) satisfies VerifyAuthChallengeResponseTriggerHandler;
