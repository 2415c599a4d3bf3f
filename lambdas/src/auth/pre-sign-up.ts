/** PreSignUp: see sign-up-rules.ts. */
import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { decideSignUp } from './sign-up-rules';
import { TriggerRefusal } from './trigger-refusal';

export const handler = (async (event) => {
  const decision = decideSignUp(event.triggerSource);
  if ('refuse' in decision) throw new TriggerRefusal(decision.refuse);
  event.response = decision.response;
  return event;
}) satisfies PreSignUpTriggerHandler;
