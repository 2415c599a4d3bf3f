/** PreSignUp: see sign-up-rules.ts. */
import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { userRepository } from '../deps';
import { logger } from '../observability/logger';
import { createPreSignUp } from './sign-up-rules';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'PreSignUp',
  createPreSignUp((kind, value) => userRepository().findByContact(kind, value)),
  (message, details) => logger.error(message, details),
) satisfies PreSignUpTriggerHandler;
