/**
 * The VerifyAuthChallengeResponse trigger, built from its dependencies (the twin and tests build it
 * with their own). A right code for a contact with no account keeps the code as the contact's
 * sign-up proof, then makes the account; DefineAuthChallenge then ends the round with
 * 'account_created' and the next round signs in with the same code.
 */
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import type { SignUpProofs } from '../ports/sign-up-proofs';
import type { NewContact } from './account-by-code';
import { judgeOtpAnswer, type Clock } from './otp-challenge';
import { proofKey, typedContact } from './otp-channel';
import { hashCode } from './otp-code';

export interface VerifyAnswerDeps {
  now: Clock;
  proofs: Pick<SignUpProofs, 'keep'>;
  createAccount: (contact: NewContact) => Promise<void>;
}

export function createVerifyAnswer({ now, proofs, createAccount }: VerifyAnswerDeps) {
  return async (
    event: VerifyAuthChallengeResponseTriggerEvent,
  ): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    const { privateChallengeParameters, clientMetadata, userNotFound } = event.request;
    const answer = String(event.request.challengeAnswer ?? '');
    const verdict = judgeOtpAnswer({ privateParameters: privateChallengeParameters, answer, now: now() });
    const contact = userNotFound ? typedContact(event.userName) : undefined;
    if (verdict === 'correct' && contact) {
      // The proof first: should making the account fail, it is unusable (it needs an account).
      const expiresAt = Number(privateChallengeParameters.expiresAt);
      await proofs.keep(proofKey(contact), { codeHash: hashCode(answer), expiresAt });
      await createAccount({ userPoolId: event.userPoolId, contact, clientMetadata });
    }
    event.response.answerCorrect = verdict === 'correct';
    return event;
  };
}
