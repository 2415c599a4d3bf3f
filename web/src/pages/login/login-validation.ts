/**
 * Login input rules of SPEC §5, kept local until the shared domain package provides them.
 * The country selector is not built yet, so a mobile number must carry its own `+<country code>`.
 */
export type ContactCheck = { username: string } | { messageKey: string };

export const CODE_LENGTH = 6;
const MIN_MOBILE_DIGITS = 7;
const MOBILE = /^\+?[\d\s]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkContact(input: string): ContactCheck {
  const contact = input.trim();
  if (contact === '') return { messageKey: 'contact input error' };
  if (MOBILE.test(contact)) {
    const mobile = contact.replace(/\s/g, '');
    return mobile.replace('+', '').length >= MIN_MOBILE_DIGITS
      ? { username: mobile }
      : { messageKey: 'mobile no blank error' };
  }
  return EMAIL.test(contact) ? { username: contact.toLowerCase() } : { messageKey: 'proper email' };
}

/** The message key when the code is not exactly six characters, else null. */
export const checkCode = (code: string): string | null =>
  code.trim().length === CODE_LENGTH ? null : 'otp validate error';
