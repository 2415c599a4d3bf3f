/** PostConfirmation: see first-profile.ts. */
import { randomInt } from 'node:crypto';
import type { PostConfirmationTriggerHandler } from 'aws-lambda';
import { identityAdmin, now, userRepository } from '../deps';
import { logger } from '../observability/logger';
import { createPostConfirmation } from './first-profile';
import { withRefusalsOnly } from './trigger-refusal';

export const handler = withRefusalsOnly(
  'PostConfirmation',
  createPostConfirmation({
    users: userRepository(),
    // The pool comes from the event: the trigger cannot be told its own pool's id without a deploy-time cycle.
    addToGroup: ({ userPoolId, username, group }) => identityAdmin(userPoolId).addToGroup(username, group),
    now,
    randomInt: (max) => randomInt(max),
  }),
  (message, details) => logger.error(message, details),
) satisfies PostConfirmationTriggerHandler;
