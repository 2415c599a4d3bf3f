/**
 * CreateAuthChallenge: sends a one-time code by SMS (SNS) or e-mail (SES), to the channel the
 * sign-in started with (sign-in-start.ts), at most 5 per contact and hour.
 */
import type { CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import { now, otpCodeLimit, otpSender, signInAttempts, signUpProofs } from '../deps';
import { logger } from '../observability/logger';
import { generateOtpCode } from './otp-code';
import { createRateLimitedSender } from './rate-limited-sender';
import { createSendOtpChallenge } from './send-otp-challenge';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'CreateAuthChallenge',
  createSendOtpChallenge({
    sender: createRateLimitedSender(otpSender(), otpCodeLimit),
    attempts: signInAttempts(),
    proofs: signUpProofs(),
    now,
    generateCode: generateOtpCode,
  }),
  (message, details) => logger.error(message, details),
) satisfies CreateAuthChallengeTriggerHandler;
