/** PostConfirmation: see first-profile.ts. */
import { randomInt } from 'node:crypto';
import type { PostConfirmationTriggerHandler } from 'aws-lambda';
import { clock, identityAdmin, userRepository } from '../deps';
import { createPostConfirmation } from './first-profile';

export const handler = createPostConfirmation({
  users: userRepository(),
  // The pool comes from the event: the trigger cannot be told its own pool's id without a deploy-time cycle.
  addToGroup: ({ userPoolId, username, group }) => identityAdmin(userPoolId).addToGroup(username, group),
  now: () => clock().getTime(),
  randomInt: (max) => randomInt(max),
}) satisfies PostConfirmationTriggerHandler;
