import { buildFirstProfile } from '@wayfare/shared';
import { createPreSignUp, decideSignUp } from './sign-up-rules';
import { preSignUpEvent } from './trigger-events.fixture';

describe('decideSignUp', () => {
  it.each([
    ['an e-mail', { email: 'a@b.co' }, true, false],
    ['a phone number', { phone_number: '+15550100000' }, false, true],
    ['a phone number and an empty e-mail', { email: '', phone_number: '+15550100000' }, false, true],
  ])('confirms a self sign-up with %s and verifies only that contact', (_name, attributes, email, phone) => {
    expect(decideSignUp('PreSignUp_SignUp', attributes)).toMatchObject({
      response: { autoConfirmUser: true, autoVerifyEmail: email, autoVerifyPhone: phone },
    });
  });

  it.each([
    [
      'two contacts (a victim e-mail beside the own phone)',
      { email: 'victim@b.co', phone_number: '+15550100000' },
    ],
    ['no contact', {}],
  ])('refuses a self sign-up with %s', (_name, attributes) => {
    expect(decideSignUp('PreSignUp_SignUp', attributes)).toEqual({ refuse: 'sign_up_contact' });
  });

  it.each([
    ['markup', { email: '"><script>alert(1)</script>@test.example' }, 'proper email'],
    ["a Cyrillic look-alike of the admin's address", { email: 'аdmin@wayfare.example' }, 'proper email'],
    ['an address ending in NUL', { email: 'rider@wayfare.example\u0000' }, 'proper email'],
    ['an emoji address', { email: '🚕@wayfare.example' }, 'proper email'],
    ['a zero-width space', { email: 'ad\u200Bmin@wayfare.example' }, 'proper email'],
    ['a 10,000-character address', { email: `${'a'.repeat(10_000)}@wayfare.example` }, 'proper email'],
    ['a mobile number that is not E.164', { phone_number: '+1 (212) 555-0101' }, 'invalid_mobile'],
    ['a 10,000-digit mobile number', { phone_number: `+1${'2'.repeat(10_000)}` }, 'invalid_mobile'],
  ])('refuses a self sign-up with %s, as the profile and the back office do', (_name, attributes, key) => {
    expect(decideSignUp('PreSignUp_SignUp', attributes)).toEqual({ refuse: key });
  });

  it('verifies nothing for the back office, which marks the contacts itself', () => {
    expect(
      decideSignUp('PreSignUp_AdminCreateUser', { email: 'a@b.co', phone_number: '+15550100000' }),
    ).toEqual({
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
  });

  it('confirms a social sign-in without verifying its e-mail', () => {
    expect(decideSignUp('PreSignUp_ExternalProvider', { email: 'a@b.co' })).toEqual({
      response: { autoConfirmUser: true, autoVerifyEmail: false, autoVerifyPhone: false },
    });
  });
});

describe('pre-sign-up trigger', () => {
  const free = createPreSignUp({ findByContact: async () => null, findByReferralId: async () => null });

  it('writes the decision into the event response', async () => {
    const result = await free(preSignUpEvent({ email: 'rider@example.com' }));
    expect(result.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it("refuses two contacts with 'sign_up_contact'", async () => {
    await expect(free(preSignUpEvent({ email: 'a@b.co', phone_number: '+15550100000' }))).rejects.toThrow(
      'sign_up_contact',
    );
  });

  it("refuses a contact that already belongs to a profile with 'user exists'", async () => {
    const lookups: string[] = [];
    const taken = createPreSignUp({
      findByContact: async (kind, value) => {
        lookups.push(`${kind}:${value}`);
        return { uid: 'someone' };
      },
      findByReferralId: async () => null,
    });
    await expect(taken(preSignUpEvent({ phone_number: '+15550100000' }))).rejects.toThrow('user exists');
    expect(lookups).toEqual(['mobile:+15550100000']);
  });
});

describe('pre-sign-up trigger with a referral id (SPEC validate_referrer)', () => {
  const referrer = buildFirstProfile({ uid: 'referrer', regType: 'email' }, { at: 0, randomInt: () => 0 });
  const lookups: string[] = [];
  const trigger = createPreSignUp({
    findByContact: async () => null,
    findByReferralId: async (id) => {
      lookups.push(id);
      return id === 'RIDRA' ? referrer : null;
    },
  });
  const signUp = (referralId?: string) =>
    trigger({
      ...preSignUpEvent({ email: 'new@example.com' }),
      request: { userAttributes: { email: 'new@example.com' }, clientMetadata: { referralId: referralId! } },
    });
  beforeEach(() => lookups.splice(0));

  it("accepts a referrer's id however it is typed", async () => {
    await expect(signUp(' ridra ')).resolves.toMatchObject({ response: { autoConfirmUser: true } });
    expect(lookups).toEqual(['RIDRA']);
  });

  it('accepts a sign-up that names no referrer', async () => {
    await expect(signUp('  ')).resolves.toMatchObject({ response: { autoConfirmUser: true } });
    expect(lookups).toEqual([]);
  });

  it("refuses an id no user holds with 'invalid_referral', and a malformed one without a lookup", async () => {
    await expect(signUp('ZZZZZ')).rejects.toThrow('invalid_referral');
    await expect(signUp('RID-1')).rejects.toThrow('invalid_referral');
    expect(lookups).toEqual(['ZZZZZ']);
  });
});
