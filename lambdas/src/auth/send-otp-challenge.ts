/**
 * The CreateAuthChallenge trigger, built from its dependencies. Kept apart from
 * create-auth-challenge.ts (which wires the cloud adapters) so tests and the local twin can build
 * it with their own sender and clock.
 */
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import type { OtpSender } from '../adapters/notify/otp-sender';
import type { CodeGenerator } from './otp-code';
import { planOtpChallenge, toChallengeResponse, type Clock } from './otp-challenge';

export interface SendOtpChallengeDeps {
  sender: OtpSender;
  now: Clock;
  generateCode: CodeGenerator;
}

export class NoOtpContactError extends Error {
  override readonly name = 'NoOtpContactError';
  constructor() {
    super('The user has neither a phone number nor an e-mail address to send a sign-in code to');
  }
}

export function createSendOtpChallenge({ sender, now, generateCode }: SendOtpChallengeDeps) {
  return async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
    const { session, userAttributes, clientMetadata } = event.request;
    const plan = planOtpChallenge({
      session,
      userAttributes,
      requestedChannel: clientMetadata?.channel,
      now: now(),
      generateCode,
    });
    if (!plan) throw new NoOtpContactError();
    if (plan.mustSend) await sender.send({ ...plan.destination, code: plan.otp.code });
    event.response = toChallengeResponse(plan);
    return event;
  };
}
