import type { RegType, User } from '../entities/user';
import { isBlank, isEmail } from './fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from './validation-result';

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
}

/** The names, and each contact the user keeps (a blank one it never had is left out). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
}

/** The sign-in contact a user registered with cannot be edited (product.md §5). */
export const lockedProfileFields = (regType: RegType): { email: boolean; mobile: boolean } => ({
  email: regType === 'email' || regType === 'admin' || regType === 'registration',
  mobile: regType === 'mobile' || regType === 'admin' || regType === 'registration',
});

const CONTACTS = ['email', 'mobile'] as const;

/**
 * A profile save (product.md §5): both names required; a contact the user has stays required, one it
 * never had may stay empty (someone who signed up by e-mail has no mobile to give); e-mail
 * pattern; each contact as stored: the sign-in one locked ('field_locked'), the other changed
 * only through its code ('contact_not_verified').
 */
export function validateProfileUpdate(
  current: Pick<User, 'regType' | 'email' | 'mobile'>,
  input: ProfileInput,
): ValidationResult<ProfileUpdate> {
  const has = { email: !isBlank(current.email), mobile: !isBlank(current.mobile) };
  const required = ['firstName', 'lastName', ...CONTACTS.filter((contact) => has[contact])] as const;
  const failures: FieldFailure[] = required
    .filter((field) => isBlank(input[field]))
    .map((field) => ({ field, messageKey: 'required_field' }));
  const update: ProfileUpdate = {
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
  };
  for (const contact of CONTACTS) {
    const value = input[contact]?.trim() ?? '';
    if (value !== '' || has[contact]) update[contact] = value;
  }
  if (update.email && !isEmail(update.email)) failures.push({ field: 'email', messageKey: 'proper email' });
  // A contact changes only through its code (docs/security.md), never by a save: the locked one
  // not at all, the other one once the code sent to it has come back.
  const locked = lockedProfileFields(current.regType);
  const failed = new Set(failures.map(({ field }) => field));
  for (const contact of CONTACTS) {
    if (!failed.has(contact) && (update[contact] ?? '') !== (current[contact] ?? '')) {
      failures.push({
        field: contact,
        messageKey: locked[contact] ? 'field_locked' : 'contact_not_verified',
      });
    }
  }
  return failures.length > 0 ? invalid(failures) : valid(update);
}

/** Where a rider's or driver's withdrawals are paid (product.md §3 User bankName, bankCode, bankAccount). */
export interface BankDetails {
  bankName: string;
  bankCode: string;
  bankAccount: string;
}

/**
 * A rider's or driver's own bank details, trimmed. With settings.bank_fields on, a withdrawal needs
 * a bank name and an account, so a save must not leave them blank ('required_field'); the bank code
 * may stay empty (not every country's transfers use one).
 */
export function validateBankDetails(
  input: BankDetails,
  { bankFields }: { bankFields: boolean },
): ValidationResult<BankDetails> {
  const details: BankDetails = {
    bankName: input.bankName.trim(),
    bankCode: input.bankCode.trim(),
    bankAccount: input.bankAccount.trim(),
  };
  const required = bankFields ? (['bankName', 'bankAccount'] as const) : [];
  const failures: FieldFailure[] = required
    .filter((field) => details[field] === '')
    .map((field) => ({ field, messageKey: 'required_field' }));
  return failures.length > 0 ? invalid(failures) : valid(details);
}
