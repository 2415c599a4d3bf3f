import { isEmail, isMobileNumber } from '@wayfare/shared';
import type { User, UserType } from '../../api/types';
import type { NewUserInput, UserEditInput } from '../../api/users';

type TextKey = Exclude<keyof NewUserInput, 'usertype'>;

/** One field of the add/edit dialog. Contacts are editable only on add (product.md §3, §5). */
export type UserFormField =
  | { key: TextKey; kind: 'text'; addOnly?: boolean; required?: boolean }
  | { key: 'carType'; kind: 'carType' }
  | { key: 'driverActiveStatus'; kind: 'toggle'; editOnly: true };

export type UserFormValues = Partial<Record<TextKey, string>> & { driverActiveStatus?: boolean };

const text = (key: TextKey, options: { addOnly?: boolean; required?: boolean } = {}): UserFormField => ({
  key,
  kind: 'text',
  ...options,
});

/** The fields every user type has: names, and both contacts, set once on add (the sign-in aliases). */
export const PERSON_FIELDS: UserFormField[] = [
  text('firstName', { required: true }),
  text('lastName', { required: true }),
  text('email', { addOnly: true, required: true }),
  text('mobile', { addOnly: true, required: true }),
];

/** A driver's vehicle, notes and (when the bank_fields setting is on) bank details. */
export const driverFields = (withBank: boolean): UserFormField[] => [
  ...PERSON_FIELDS,
  { key: 'carType', kind: 'carType' },
  text('vehicleNumber'),
  text('vehicleMake'),
  text('vehicleModel'),
  text('vehicleColor'),
  text('other_info'),
  ...(withBank ? [text('bankName'), text('bankCode'), text('bankAccount')] : []),
  { key: 'driverActiveStatus', kind: 'toggle', editOnly: true },
];

export const fieldsFor = (fields: readonly UserFormField[], mode: 'add' | 'edit') =>
  fields.filter((field) =>
    field.kind === 'toggle' ? mode === 'edit' : !(field.kind === 'text' && field.addOnly && mode === 'edit'),
  );

export function valuesOf(user: User | null, fields: readonly UserFormField[]): UserFormValues {
  const values: UserFormValues = {};
  for (const field of fields) {
    if (field.kind === 'toggle') values.driverActiveStatus = user?.driverActiveStatus ?? true;
    else values[field.key] = (user?.[field.key] as string | null | undefined) ?? '';
  }
  return values;
}

/** Blank text is left out, so the server's defaults and "no change" apply. */
function filled(values: UserFormValues, fields: readonly UserFormField[]): Record<string, string | boolean> {
  const result: Record<string, string | boolean> = {};
  for (const { key } of fields) {
    const value = values[key];
    if (typeof value === 'boolean') result[key] = value;
    else if (value && value.trim() !== '') result[key] = value.trim();
  }
  return result;
}

export const toNewUser = (usertype: UserType, values: UserFormValues, fields: readonly UserFormField[]) =>
  ({ usertype, ...filled(values, fieldsFor(fields, 'add')) }) as NewUserInput;

export const toUserEdit = (values: UserFormValues, fields: readonly UserFormField[]) =>
  filled(values, fieldsFor(fields, 'edit')) as UserEditInput;

/** A field of the dialog and the spec's message key shown under it. */
export type UserFormFailures = Partial<Record<UserFormField['key'], string>>;

/** The key a field left blank is refused with; none for a field that may stay blank. */
const blankFailure = (field: UserFormField): string | undefined => {
  if (field.kind === 'carType') return 'car_type_required';
  return field.kind === 'text' && field.required ? 'required_field' : undefined;
};

/** Whether the dialog refuses the field blank: what its label marks as required. */
export const isRequired = (field: UserFormField): boolean => blankFailure(field) !== undefined;

/**
 * Every field the server would refuse, each with the key the form shows under it: required fields
 * left blank, an e-mail that is not one ('proper email'), a mobile number without + and the country
 * code (spaces removed, as the server does). A driver's car type is required as the server requires
 * it: without one a driver is never offered a trip.
 */
export function userFormFailures(
  values: UserFormValues,
  fields: readonly UserFormField[],
  mode: 'add' | 'edit',
): UserFormFailures {
  const failures: UserFormFailures = {};
  const text = (key: keyof UserFormValues) => String(values[key] ?? '').trim();
  for (const field of fieldsFor(fields, mode)) {
    if (field.kind === 'toggle') continue;
    const value = text(field.key);
    if (!value) {
      const blank = blankFailure(field);
      if (blank) failures[field.key] = blank;
    } else if (field.key === 'email' && !isEmail(value)) {
      failures.email = 'proper email';
    } else if (field.key === 'mobile' && !isMobileNumber(value.replace(/\s+/g, ''))) {
      failures.mobile = 'invalid_mobile';
    }
  }
  return failures;
}
