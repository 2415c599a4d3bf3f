/** PreSignUp: see sign-up-rules.ts. */
import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { userRepository } from '../deps';
import { logger } from '../observability/logger';
import { createPreSignUp } from './sign-up-rules';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'PreSignUp',
  createPreSignUp({
    findByContact: (kind, value) => userRepository().findByContact(kind, value),
    findByReferralId: (referralId) => userRepository().findByReferralId(referralId),
  }),
  (message, details) => logger.error(message, details),
) satisfies PreSignUpTriggerHandler;
