/**
 * CreateAuthChallenge: sends a one-time code by SMS (SNS) or e-mail (SES), to the channel the
 * sign-in started with (sign-in-start.ts), at most 5 per contact and hour.
 */
import type { CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import { createSesEmailSender } from '../adapters/notify/email.sender';
import { createOtpSender } from '../adapters/notify/otp-sender';
import { createSnsSmsSender } from '../adapters/notify/sms.sender';
import { env } from '../config/env';
import { otpRateCounter, sesClient, signInAttempts, signUpProofs, snsClient } from '../deps';
import { logger } from '../observability/logger';
import { generateOtpCode } from './otp-code';
import { createRateLimitedSender } from './rate-limited-sender';
import { createSendOtpChallenge } from './send-otp-challenge';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'CreateAuthChallenge',
  createSendOtpChallenge({
    sender: createRateLimitedSender(
      createOtpSender({
        sms: createSnsSmsSender(snsClient()),
        email: createSesEmailSender(sesClient(), env.mailFrom),
      }),
      { count: (contact, now, limit) => otpRateCounter().tryCount(contact, now, limit), now: Date.now },
    ),
    attempts: signInAttempts(),
    proofs: signUpProofs(),
    now: Date.now,
    generateCode: generateOtpCode,
  }),
  (message, details) => logger.error(message, details),
) satisfies CreateAuthChallengeTriggerHandler;
