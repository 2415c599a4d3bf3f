import { isEmail, isMobileNumber } from '@wayfare/shared';
import type { OtpChannel } from '../ports/otp-channel';

export interface OtpDestination {
  channel: OtpChannel;
  to: string;
}

type UserAttributes = Readonly<Record<string, string | undefined>>;

const CONTACT_ATTRIBUTE: Record<OtpChannel, 'phone_number' | 'email'> = {
  sms: 'phone_number',
  email: 'email',
};

const VERIFIED_ATTRIBUTE: Record<OtpChannel, 'phone_number_verified' | 'email_verified'> = {
  sms: 'phone_number_verified',
  email: 'email_verified',
};

export function isOtpChannel(value: unknown): value is OtpChannel {
  return value === 'sms' || value === 'email';
}

/**
 * Only a verified contact receives codes. A signed-in user can change its own Cognito e-mail or
 * phone (UpdateUserAttributes), which leaves the new value unverified: a code sent there would go
 * to a contact nobody proved, and signing in with it would prove nothing.
 */
export function destinationFor(attributes: UserAttributes, channel: OtpChannel): OtpDestination | undefined {
  const to = attributes[CONTACT_ATTRIBUTE[channel]];
  return to && attributes[VERIFIED_ATTRIBUTE[channel]] === 'true' ? { channel, to } : undefined;
}

/**
 * The channel the user signed in with (the client passes it as clientMetadata.channel) when the
 * user has that contact verified; otherwise the verified phone, then the verified e-mail address.
 */
export function chooseOtpDestination(
  attributes: UserAttributes,
  requested?: string,
): OtpDestination | undefined {
  const preference: OtpChannel[] = isOtpChannel(requested) ? [requested, 'sms', 'email'] : ['sms', 'email'];
  for (const channel of preference) {
    const destination = destinationFor(attributes, channel);
    if (destination) return destination;
  }
  return undefined;
}

/**
 * The attributes a sign-in for a contact with no account is planned with: the contact as typed,
 * as if verified. Its challenge then takes the same channel, mask and code limit as a real one;
 * the code goes to a well-formed contact only (entering it makes the account, docs/security.md).
 */
export function typedContactAttributes(signInName: string): Record<string, string> {
  return signInName.includes('@')
    ? { email: signInName, email_verified: 'true' }
    : { phone_number: signInName, phone_number_verified: 'true' };
}

/** What the sign-in screen may show: "+*******4567", "a***@example.com". */
export function maskDestination({ channel, to }: OtpDestination): string {
  if (channel === 'sms') return to.slice(0, -4).replace(/\d/g, '*') + to.slice(-4);
  const at = to.lastIndexOf('@');
  return `${to.slice(0, 1)}***${to.slice(at)}`;
}

/** A typed sign-in name that is a contact the sign-up rules accept: it may receive a code. */
export function typedContact(signInName: string): OtpDestination | undefined {
  if (isEmail(signInName)) return { channel: 'email', to: signInName };
  return isMobileNumber(signInName) ? { channel: 'sms', to: signInName } : undefined;
}

/** Where a contact's sign-up proof is kept: e-mail addresses in any case are one contact. */
export const proofKey = ({ channel, to }: OtpDestination): string =>
  channel === 'email' ? to.toLowerCase() : to;
