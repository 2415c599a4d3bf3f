/** PreAuthentication: see approval-gate.ts. */
import type { PreAuthenticationTriggerHandler } from 'aws-lambda';
import { userRepository } from '../deps';
import { createPreAuthentication } from './approval-gate';

export const handler = createPreAuthentication((uid) =>
  userRepository().getById(uid),
) satisfies PreAuthenticationTriggerHandler;
