import { handler as preSignUp } from './pre-sign-up';
import { decideSignUp } from './sign-up-rules';
import { preSignUpEvent } from './trigger-events.fixture';

describe('decideSignUp', () => {
  it('refuses every self sign-up the same way, from the trigger source alone', () => {
    expect(decideSignUp('PreSignUp_SignUp')).toEqual({ refuse: 'sign_up_by_code' });
  });

  it('verifies nothing for the back office and the code sign-up, which mark the contact themselves', () => {
    expect(decideSignUp('PreSignUp_AdminCreateUser')).toEqual({
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
  });

  it('confirms a social sign-in without verifying its e-mail', () => {
    expect(decideSignUp('PreSignUp_ExternalProvider')).toEqual({
      response: { autoConfirmUser: true, autoVerifyEmail: false, autoVerifyPhone: false },
    });
  });
});

describe('pre-sign-up trigger', () => {
  it.each([
    ['a stored contact', { email: 'riley@wayfare.example' }],
    ['a new contact', { phone_number: '+15550100000' }],
    ['two contacts', { email: 'victim@b.co', phone_number: '+15550100000' }],
    ['markup', { email: '"><script>alert(1)</script>@test.example' }],
    ['a 10,000-character address', { email: `${'a'.repeat(10_000)}@wayfare.example` }],
    ['no contact', {}],
  ])("refuses a self sign-up with %s with 'sign_up_by_code'", async (_name, attributes) => {
    await expect(preSignUp(preSignUpEvent(attributes))).rejects.toThrow('sign_up_by_code');
  });

  it('writes the decision into the event response for the back office', async () => {
    const event = {
      ...preSignUpEvent({ email: 'a@b.co' }),
      triggerSource: 'PreSignUp_AdminCreateUser' as const,
    };
    const result = await preSignUp(event);
    expect(result?.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });
});
