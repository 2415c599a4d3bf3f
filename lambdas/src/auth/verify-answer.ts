/**
 * The VerifyAuthChallengeResponse trigger, built from its dependencies (the twin and tests build it
 * with their own). A right code for a contact with no account keeps the code as the contact's
 * sign-up proof, then makes the account; DefineAuthChallenge then ends the round with
 * 'account_created' and the next round signs in with the same code. A right code of a driver
 * unapproved meanwhile is refused 'require approval', as at the sign-in start.
 */
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import type { SignUpProofs } from '../ports/sign-up-proofs';
import type { NewContact } from './account-by-code';
import { maySignIn, type SignInProfile } from './approval-gate';
import { judgeOtpAnswer } from './otp-challenge';
import { proofKey, typedContact } from './otp-channel';
import { hashCode } from './otp-code';
import { TriggerRefusal } from './trigger-refusal';

export interface VerifyAnswerDeps {
  now: () => number;
  proofs: Pick<SignUpProofs, 'keep'>;
  createAccount: (contact: NewContact) => Promise<void>;
  getProfile: (uid: string) => Promise<SignInProfile | null>;
}

export function createVerifyAnswer({ now, proofs, createAccount, getProfile }: VerifyAnswerDeps) {
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
    // Approval is checked again before the tokens: a driver unapproved after its code went out
    // must not get them with that code.
    const uid = event.request.userAttributes.sub;
    if (verdict === 'correct' && !userNotFound && !maySignIn(uid ? await getProfile(uid) : null))
      throw new TriggerRefusal('require approval');
    event.response.answerCorrect = verdict === 'correct';
    return event;
  };
}
