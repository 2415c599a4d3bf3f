import type { readEnv as ReadEnv } from './env';

const base = { TABLE_NAME: 'wayfare' };
let readEnv: typeof ReadEnv;

// env.ts also reads this process's environment at import, which needs a table name.
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'wayfare-test';
  ({ readEnv } = await import('./env'));
});

describe('human check configuration', () => {
  it('is absent without a provider (the local twin)', () => {
    expect(readEnv(base).humanCheck).toBeUndefined();
  });

  it('names the provider and the secret holding its key', () => {
    expect(
      readEnv({
        ...base,
        HUMAN_CHECK_PROVIDER: 'turnstile',
        HUMAN_CHECK_SECRET_NAME: 'wayfare/dev/human-check',
      }).humanCheck,
    ).toEqual({ provider: 'turnstile', secretName: 'wayfare/dev/human-check' });
  });

  it.each([
    [
      { HUMAN_CHECK_PROVIDER: 'hcaptcha', HUMAN_CHECK_SECRET_NAME: 'x' },
      /must be one of turnstile, recaptcha/,
    ],
    [{ HUMAN_CHECK_PROVIDER: 'recaptcha' }, /HUMAN_CHECK_SECRET_NAME/],
  ])('fails at cold start on %j', (source, message) => {
    expect(() => readEnv({ ...base, ...source })).toThrow(message);
  });
});
