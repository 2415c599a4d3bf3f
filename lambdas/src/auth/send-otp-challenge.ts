/**
 * The CreateAuthChallenge trigger, built from its dependencies. Kept apart from
 * create-auth-challenge.ts (which wires the cloud adapters) so tests and the local twin can build
 * it with their own sender and clock.
 */
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import type { SignInAttempts } from '../ports/sign-in-attempts';
import { typedContactAttributes } from './otp-channel';
import type { CodeGenerator } from './otp-code';
import type { LimitedOtpSender } from './rate-limited-sender';
import { lastIssuedOtp, planOtpChallenge, toChallengeResponse, type Clock } from './otp-challenge';

export interface SendOtpChallengeDeps {
  sender: LimitedOtpSender;
  /** Where PreAuthentication wrote the channel the sign-in asked for. */
  attempts: Pick<SignInAttempts, 'channelFor'>;
  now: Clock;
  generateCode: CodeGenerator;
}

export class NoOtpContactError extends Error {
  override readonly name = 'NoOtpContactError';
  constructor() {
    super('The user has neither a phone number nor an e-mail address to send a sign-in code to');
  }
}

export function createSendOtpChallenge({ sender, attempts, now, generateCode }: SendOtpChallengeDeps) {
  return async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
    const { session, userNotFound } = event.request;
    // A contact with no account is planned as typed: same channel, mask and limit, no code sent.
    const userAttributes = userNotFound
      ? typedContactAttributes(event.userName)
      : event.request.userAttributes;
    const at = now();
    // A later code of the same sign-in keeps its channel; the first one goes where the sign-in asked.
    // (Cognito gives this trigger no ClientMetadata of InitiateAuth, so the ask comes from the table.)
    const requestedChannel =
      lastIssuedOtp(session)?.channel ?? (await attempts.channelFor(event.userName, at));
    const plan = planOtpChallenge({ session, userAttributes, requestedChannel, now: at, generateCode });
    if (!plan) throw new NoOtpContactError();
    const message = { ...plan.destination, code: plan.otp.code };
    if (plan.mustSend) await (userNotFound ? sender.withhold(message) : sender.send(message));
    const response = toChallengeResponse(plan);
    // Without the code in the private parameters, no answer is ever correct.
    event.response = userNotFound ? { ...response, privateChallengeParameters: {} } : response;
    return event;
  };
}
