/**
 * PreSignUp decisions. Passwordless users prove their contact by receiving a sign-in code, so
 * self sign-up needs no separate confirmation; but only the ONE contact the user signs up with
 * may be verified (it becomes a sign-in alias). Someone signing up with a victim's e-mail plus
 * their own phone is refused outright, so no unproven contact is ever attached to an account.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { isEmail, isMobileNumber } from '@wayfare/shared';
import type { ContactKind } from '../ports/user-repository';
import { referrerAtSignUp, type ReferrerLookup } from './referrer-at-sign-up';
import { TriggerRefusal } from './trigger-refusal';

type Attributes = Readonly<Record<string, string | undefined>>;

export type SignUpDecision =
  | { response: PreSignUpTriggerEvent['response']; contact?: { kind: ContactKind; value: string } }
  | { refuse: 'sign_up_contact' | 'proper email' | 'invalid_mobile' };

export function decideSignUp(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  attributes: Attributes,
): SignUpDecision {
  const none = { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false };
  // The back office's AdminCreateUser marks the contacts verified itself.
  if (triggerSource === 'PreSignUp_AdminCreateUser') return { response: none };
  // Social sign-in: the provider's own email_verified mapping decides, never this trigger.
  if (triggerSource === 'PreSignUp_ExternalProvider') return { response: { ...none, autoConfirmUser: true } };
  const { email, phone_number: phone } = attributes;
  if (Boolean(email) === Boolean(phone)) return { refuse: 'sign_up_contact' };
  // The same contact rules as the profile and the back office: a sign-in alias no form would accept is refused.
  if (email && !isEmail(email)) return { refuse: 'proper email' };
  if (phone && !isMobileNumber(phone)) return { refuse: 'invalid_mobile' };
  return {
    response: { autoConfirmUser: true, autoVerifyEmail: Boolean(email), autoVerifyPhone: Boolean(phone) },
    contact: email ? { kind: 'email', value: email } : { kind: 'mobile', value: phone! },
  };
}

/** Finds the uid holding a contact; the accounts' user repository in production. */
export type ContactLookup = (kind: ContactKind, value: string) => Promise<{ uid: string } | null>;

export function createPreSignUp({
  findByContact,
  findByReferralId,
}: {
  findByContact: ContactLookup;
  findByReferralId: ReferrerLookup;
}) {
  return async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    const decision = decideSignUp(event.triggerSource, event.request.userAttributes);
    if ('refuse' in decision) throw new TriggerRefusal(decision.refuse);
    // A contact already on a profile (e.g. added in a profile, never proven) is not free to sign up with.
    if (decision.contact && (await findByContact(decision.contact.kind, decision.contact.value))) {
      throw new TriggerRefusal('user exists');
    }
    // Only a self sign-up names a referrer; an unknown id is refused before the account exists.
    if (event.triggerSource === 'PreSignUp_SignUp')
      await referrerAtSignUp(findByReferralId, event.request.clientMetadata);
    event.response = decision.response;
    return event;
  };
}
