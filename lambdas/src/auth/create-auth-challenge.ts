/** CreateAuthChallenge: sends a one-time code by SMS (SNS) or e-mail (SES). */
import type { CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import { createSesEmailSender } from '../adapters/notify/email.sender';
import { createOtpSender } from '../adapters/notify/otp-sender';
import { createSnsSmsSender } from '../adapters/notify/sms.sender';
import { env } from '../config/env';
import { sesClient, snsClient } from '../deps';
import { generateOtpCode } from './otp-code';
import { createSendOtpChallenge } from './send-otp-challenge';

export const handler = createSendOtpChallenge({
  sender: createOtpSender({
    sms: createSnsSmsSender(snsClient()),
    email: createSesEmailSender(sesClient(), env.mailFrom),
  }),
  now: Date.now,
  generateCode: generateOtpCode,
}) satisfies CreateAuthChallengeTriggerHandler;
