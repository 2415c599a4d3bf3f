import { DomainError } from '../errors/domain-error';
import { invalid, unwrapValidation, valid, validationError } from './validation-result';

describe('validation results as errors', () => {
  const failures = [
    { field: 'email', messageKey: 'proper email' as const },
    { field: 'mobile', messageKey: 'required_field' as const },
  ];

  it('carries the first key as message and every failure as params', () => {
    const error = validationError(failures);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      name: 'VALIDATION',
      code: 'VALIDATION',
      message: 'proper email',
      messageKey: 'proper email',
      params: { failures },
    });
  });

  it('unwraps a valid value and throws for failures', () => {
    expect(unwrapValidation(valid(42))).toBe(42);
    expect(() => unwrapValidation(invalid(failures))).toThrow(validationError(failures));
  });
});
