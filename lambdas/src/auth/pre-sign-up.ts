/**
 * PreSignUp: passwordless users prove their contact by receiving a sign-in code, so sign-up needs
 * no separate confirmation step. Verify only the contacts present: Cognito rejects auto-verifying
 * an attribute the user does not have.
 */
import type { PreSignUpTriggerEvent, PreSignUpTriggerHandler } from 'aws-lambda';

export function decideSignUp(
  attributes: Readonly<Record<string, string | undefined>>,
): PreSignUpTriggerEvent['response'] {
  return {
    autoConfirmUser: true,
    autoVerifyEmail: Boolean(attributes.email),
    autoVerifyPhone: Boolean(attributes.phone_number),
  };
}

export const handler = (async (event: PreSignUpTriggerEvent) => {
  event.response = decideSignUp(event.request.userAttributes);
  return event;
}) satisfies PreSignUpTriggerHandler;
