/** PreAuthentication: see sign-in-start.ts. */
import type { PreAuthenticationTriggerHandler } from 'aws-lambda';
import { humanCheck, now, signInAttempts, signUpProofs, userRepository } from '../deps';
import { logger } from '../observability/logger';
import { createPreAuthentication } from './sign-in-start';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'PreAuthentication',
  createPreAuthentication({
    getProfile: (uid) => userRepository().getById(uid),
    attempts: signInAttempts(),
    proofs: signUpProofs(),
    findByReferralId: (referralId) => userRepository().findByReferralId(referralId),
    // Built at cold start, so the provider's secret is fetched before the first request needs it.
    humanCheck: humanCheck(),
    now,
    warn: (message, details) => logger.warn(message, details),
  }),
  (message, details) => logger.error(message, details),
) satisfies PreAuthenticationTriggerHandler;
