import { DomainError } from '../errors/domain-error';
import type { MessageKey } from '../i18n/message-keys';

/** One failing field and the spec's message key for it. */
export interface FieldFailure {
  field: string;
  messageKey: MessageKey;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; failures: FieldFailure[] };

export const valid = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

export const invalid = <T = never>(failures: FieldFailure[]): ValidationResult<T> => ({
  ok: false,
  failures,
});

/** Failures as one error: its message is the first failure's key, params list them all. */
export const validationError = (failures: readonly FieldFailure[]): DomainError =>
  new DomainError({
    code: 'VALIDATION',
    messageKey: failures[0]?.messageKey ?? 'internal_error',
    params: { failures },
  });

/** The valid value, or a VALIDATION DomainError for a resolver to throw. */
export function unwrapValidation<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw validationError(result.failures);
  return result.value;
}
