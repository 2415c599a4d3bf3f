/** Contact and name checks of the back-office forms beyond the shared profile rules. */
import { isBlank, isEmail, isMobileNumber, type FieldFailure } from '@wayfare/shared';

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
