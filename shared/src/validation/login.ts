import { findCountry } from '../geo/countries';
import { isBlank, isEmail } from './fields';
import { invalid, valid, type ValidationResult } from './validation-result';

export const LOGIN_CODE_LENGTH = 6;
/** A mobile number needs more than this many characters once spaces are removed. */
export const MOBILE_MIN_EXCLUSIVE_LENGTH = 6;

export type LoginContact = { kind: 'mobile'; phoneNumber: string } | { kind: 'email'; email: string };

/**
 * The login contact (product.md §5), checked in the order the alerts appear: country, contact, then a
 * numeric contact as a mobile number sent as +code+number, anything else as an e-mail. A number
 * typed in full international form (+ and digits, as people copy it) is taken as it is.
 */
export function validateLoginContact({
  country,
  contact,
}: {
  country: string | undefined;
  contact: string | undefined;
}): ValidationResult<LoginContact> {
  const selected = country === undefined ? undefined : findCountry(country);
  if (selected === undefined) return invalid([{ field: 'country', messageKey: 'country blank error' }]);
  if (contact === undefined || isBlank(contact)) {
    return invalid([{ field: 'contact', messageKey: 'contact input error' }]);
  }
  const compact = contact.replace(/\s/g, '');
  if (/^\+\d+$/.test(compact)) {
    return compact.length > MOBILE_MIN_EXCLUSIVE_LENGTH + 1
      ? valid({ kind: 'mobile', phoneNumber: compact })
      : invalid([{ field: 'contact', messageKey: 'mobile no blank error' }]);
  }
  if (/^\d+$/.test(compact)) {
    return compact.length > MOBILE_MIN_EXCLUSIVE_LENGTH
      ? valid({ kind: 'mobile', phoneNumber: `${selected.phonePrefix}${compact}` })
      : invalid([{ field: 'contact', messageKey: 'mobile no blank error' }]);
  }
  const email = contact.trim();
  return isEmail(email)
    ? valid({ kind: 'email', email })
    : invalid([{ field: 'contact', messageKey: 'proper email' }]);
}

/** The one-time code must be exactly 6 characters (product.md §5). */
export const validateLoginCode = (code: string | undefined): ValidationResult<string> =>
  code !== undefined && code.length === LOGIN_CODE_LENGTH
    ? valid(code)
    : invalid([{ field: 'code', messageKey: 'otp validate error' }]);
