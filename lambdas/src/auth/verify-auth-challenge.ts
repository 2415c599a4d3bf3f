/**
 * VerifyAuthChallengeResponse: the answer must equal the code sent and arrive before it expires.
 * A right code for a contact with no account makes the account (docs/security.md, "Sign-up by
 * code"); see verify-answer.ts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { VerifyAuthChallengeResponseTriggerHandler } from 'aws-lambda';
import { identityAdmin, now, signUpProofs, userRepository } from '../deps';
import { logger } from '../observability/logger';
import { createAccountByCode } from './account-by-code';
import { withRefusalsOnly } from './trigger-refusal';
import { createVerifyAnswer } from './verify-answer';

export const handler = withRefusalsOnly(
  'VerifyAuthChallengeResponse',
  createVerifyAnswer({
    now,
    proofs: signUpProofs(),
    getProfile: (uid) => userRepository().getById(uid),
    createAccount: createAccountByCode({
      users: userRepository(),
      identity: (userPoolId) => identityAdmin(userPoolId),
      newUsername: randomUUID,
      now,
      randomInt: (max) => randomInt(max),
    }),
  }),
  (message, details) => logger.error(message, details),
) satisfies VerifyAuthChallengeResponseTriggerHandler;
