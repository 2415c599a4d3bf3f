import type { User } from '../entities/user';
import { invalid, valid, type ValidationResult } from './validation-result';

/**
 * Fields a back-office edit may not change (product.md §3, §5): identity, creation data, the referral
 * fields, and e-mail and mobile, which are editable only on add. The wallet changes only through
 * the ledger.
 */
export const READ_ONLY_ON_EDIT = [
  'uid',
  'usertype',
  'createdAt',
  'profile_image',
  'signupViaReferral',
  'referralId',
  'email',
  'mobile',
  'walletBalance',
  'walletHistory',
] as const satisfies readonly (keyof User)[];

export function validateUserEdit(
  current: Partial<User>,
  patch: Partial<User>,
): ValidationResult<Partial<User>> {
  const failures = READ_ONLY_ON_EDIT.filter(
    (field) => field in patch && JSON.stringify(patch[field]) !== JSON.stringify(current[field]),
  ).map((field) => ({ field, messageKey: 'read_only_field' as const }));
  return failures.length > 0 ? invalid(failures) : valid(patch);
}
