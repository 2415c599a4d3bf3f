/**
 * PreSignUp decisions. Self sign-up is closed, for every contact alike and before anything is
 * looked up, so SignUp tells nobody whether a contact has an account: a contact's account is made
 * by its first sign-in code instead (account-by-code.ts, docs/security.md "Sign-up by code").
 * The back office's AdminCreateUser (and the code's account) and social sign-in pass.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';

export type SignUpDecision = { response: PreSignUpTriggerEvent['response'] } | { refuse: 'sign_up_by_code' };

export function decideSignUp(triggerSource: PreSignUpTriggerEvent['triggerSource']): SignUpDecision {
  const none = { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false };
  // AdminCreateUser marks the contacts verified itself.
  if (triggerSource === 'PreSignUp_AdminCreateUser') return { response: none };
  // Social sign-in: the provider's own email_verified mapping decides, never this trigger.
  if (triggerSource === 'PreSignUp_ExternalProvider') return { response: { ...none, autoConfirmUser: true } };
  return { refuse: 'sign_up_by_code' };
}
