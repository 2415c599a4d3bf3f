/** Contact and name checks of the back-office forms beyond the shared profile rules. */
import { isBlank, isEmail, type FieldFailure } from '@wayfare/shared';

/** E.164: a plus, the country code and the number, as the login page sends it (SPEC §5). */
const E164 = /^\+[1-9]\d{6,14}$/;

export const isMobileNumber = (value: string): boolean => E164.test(value);

export function requiredFailures(
  input: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): FieldFailure[] {
  return fields
    .filter((field) => isBlank(input[field]))
    .map((field) => ({ field, messageKey: 'required_field' }));
}

export function contactFailures({ email, mobile }: { email?: string; mobile?: string }): FieldFailure[] {
  const failures: FieldFailure[] = [];
  if (email && !isEmail(email)) failures.push({ field: 'email', messageKey: 'proper email' });
  if (mobile && !isMobileNumber(mobile)) failures.push({ field: 'mobile', messageKey: 'invalid_mobile' });
  return failures;
}
