/**
 * The CreateAuthChallenge trigger, built from its dependencies. Kept apart from
 * create-auth-challenge.ts (which wires the cloud adapters) so tests and the local twin can build
 * it with their own sender and clock.
 */
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import type { SignInAttempts } from '../ports/sign-in-attempts';
import type { SignUpProof, SignUpProofs } from '../ports/sign-up-proofs';
import { maskDestination, proofKey, typedContact, typedContactAttributes } from './otp-channel';
import type { CodeGenerator } from './otp-code';
import type { LimitedOtpSender } from './rate-limited-sender';
import { lastIssuedOtp, planOtpChallenge, toChallengeResponse, type OtpChallengePlan } from './otp-challenge';

export interface SendOtpChallengeDeps {
  sender: LimitedOtpSender;
  /** Where PreAuthentication wrote how the sign-in started. */
  attempts: Pick<SignInAttempts, 'startOf'>;
  proofs: Pick<SignUpProofs, 'take'>;
  now: () => number;
  generateCode: CodeGenerator;
}

export class NoOtpContactError extends Error {
  override readonly name = 'NoOtpContactError';
  constructor() {
    super('The user has neither a phone number nor an e-mail address to send a sign-in code to');
  }
}

/**
 * The challenge of a new account's second round: the code that made the account, as its hash, so
 * the same code answers it and nothing is sent. Its metadata is no reusable code: a wrong answer
 * gets a fresh code, sent as usual.
 */
function proofChallenge({ destination }: OtpChallengePlan, proof: SignUpProof) {
  return {
    publicChallengeParameters: { channel: destination.channel, destination: maskDestination(destination) },
    privateChallengeParameters: { codeHash: proof.codeHash, expiresAt: String(proof.expiresAt) },
    challengeMetadata: `PROOF-${destination.channel}`,
  };
}

export function createSendOtpChallenge({
  sender,
  attempts,
  proofs,
  now,
  generateCode,
}: SendOtpChallengeDeps) {
  return async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
    const { session, userNotFound } = event.request;
    // A contact with no account is planned as typed: same channel, mask and limit as an account's.
    const userAttributes = userNotFound
      ? typedContactAttributes(event.userName)
      : event.request.userAttributes;
    const at = now();
    // A later code of the same sign-in keeps its channel; the first one goes where the sign-in asked.
    // (Cognito gives this trigger no ClientMetadata of InitiateAuth, so the ask comes from the table.)
    const previous = lastIssuedOtp(session);
    const start = previous ? undefined : await attempts.startOf(event.userName, at);
    const requestedChannel = previous?.channel ?? start?.channel;
    const plan = planOtpChallenge({ session, userAttributes, requestedChannel, now: at, generateCode });
    if (!plan) throw new NoOtpContactError();
    const proof = start?.proven ? await proofs.take(proofKey(plan.destination), at) : undefined;
    if (proof) {
      event.response = proofChallenge(plan, proof);
      return event;
    }
    // A well-formed new contact gets its code (entering it makes the account); a typed name that is
    // no contact gets none, and no answer is ever correct without the code in the private parameters.
    const deliverable = !userNotFound || typedContact(event.userName) !== undefined;
    const message = { ...plan.destination, code: plan.otp.code };
    if (plan.mustSend) await (deliverable ? sender.send(message) : sender.withhold(message));
    const response = toChallengeResponse(plan);
    event.response = deliverable ? response : { ...response, privateChallengeParameters: {} };
    return event;
  };
}
