import { decideSignUp, handler } from './pre-sign-up';
import { preSignUpEvent } from './trigger-events.fixture';

describe('decideSignUp', () => {
  it.each([
    ['e-mail and phone', { email: 'a@b.co', phone_number: '+15550100000' }, true, true],
    ['e-mail only', { email: 'a@b.co' }, true, false],
    ['phone only', { phone_number: '+15550100000' }, false, true],
    ['an empty e-mail', { email: '', phone_number: '+15550100000' }, false, true],
    ['neither', {}, false, false],
  ])('confirms a user with %s and verifies only the contacts present', (_name, attributes, email, phone) => {
    expect(decideSignUp(attributes)).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: email,
      autoVerifyPhone: phone,
    });
  });
});

describe('pre-sign-up handler', () => {
  it('writes the decision into the event response', async () => {
    const result = await handler(preSignUpEvent({ email: 'rider@example.com' }));
    expect(result.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });
});
