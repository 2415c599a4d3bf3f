import { DomainError, isDomainError } from './domain-error';

describe('DomainError', () => {
  it('reports the code as name and the message key as message, as AppSync shows them', () => {
    const cause = new Error('ConditionalCheckFailed');
    const error = new DomainError({
      code: 'DEMO_MODE',
      messageKey: 'demo mode',
      params: { action: 'x' },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect({ name: error.name, message: error.message, code: error.code, key: error.messageKey }).toEqual({
      name: 'DEMO_MODE',
      message: 'demo mode',
      code: 'DEMO_MODE',
      key: 'demo mode',
    });
    expect(error.params).toEqual({ action: 'x' });
    expect(error.cause).toBe(cause);
  });

  it('is not confused with other errors', () => {
    expect(isDomainError(new Error('demo mode'))).toBe(false);
  });
});
