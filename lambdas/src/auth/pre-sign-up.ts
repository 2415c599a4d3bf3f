/** PreSignUp: see sign-up-rules.ts. */
import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { userRepository } from '../deps';
import { createPreSignUp } from './sign-up-rules';

export const handler = createPreSignUp((kind, value) =>
  userRepository().findByContact(kind, value),
) satisfies PreSignUpTriggerHandler;
