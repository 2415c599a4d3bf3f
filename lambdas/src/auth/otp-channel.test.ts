import { chooseOtpDestination, maskDestination, proofKey, typedContact } from './otp-channel';

const email = { email: 'rider@example.com', email_verified: 'true' };
const phone = { phone_number: '+15550104567', phone_number_verified: 'true' };
const both = { ...email, ...phone };

describe('chooseOtpDestination', () => {
  it.each([
    ['honours a requested e-mail', both, 'email', { channel: 'email', to: 'rider@example.com' }],
    ['honours a requested sms', both, 'sms', { channel: 'sms', to: '+15550104567' }],
    ['prefers the phone when nothing is requested', both, undefined, { channel: 'sms', to: '+15550104567' }],
    ['ignores an unknown channel', both, 'pigeon', { channel: 'sms', to: '+15550104567' }],
    [
      'falls back to the phone when the requested e-mail is missing',
      phone,
      'email',
      { channel: 'sms', to: '+15550104567' },
    ],
    [
      'falls back to the e-mail when there is no phone',
      email,
      'sms',
      { channel: 'email', to: 'rider@example.com' },
    ],
    ['finds nothing without contacts', {}, 'sms', undefined],
    [
      'never sends to a phone the user set but did not prove',
      { ...email, phone_number: '+15550109999', phone_number_verified: 'false' },
      'sms',
      { channel: 'email', to: 'rider@example.com' },
    ],
    [
      'never sends to an e-mail the user set but did not prove',
      { ...phone, email: 'victim@example.com' },
      'email',
      { channel: 'sms', to: '+15550104567' },
    ],
    ['finds nothing when no contact is verified', { phone_number: '+15550109999' }, 'sms', undefined],
  ])('%s', (_name, attributes, requested, expected) => {
    expect(chooseOtpDestination(attributes, requested)).toEqual(expected);
  });
});

describe('maskDestination', () => {
  it.each([
    [{ channel: 'sms', to: '+15550104567' }, '+*******4567'],
    [{ channel: 'email', to: 'rider@example.com' }, 'r***@example.com'],
  ] as const)('%j → %s', (destination, masked) => {
    expect(maskDestination(destination)).toBe(masked);
  });
});

describe('typedContact (who may receive a code without an account)', () => {
  it.each([
    ['an e-mail address', 'rider@example.com', { channel: 'email', to: 'rider@example.com' }],
    ['an E.164 mobile number', '+15550104567', { channel: 'sms', to: '+15550104567' }],
  ])('accepts %s', (_name, typed, contact) => {
    expect(typedContact(typed)).toEqual(contact);
  });

  it.each([
    ['markup', '"><script>alert(1)</script>@test.example'],
    ["a Cyrillic look-alike of the admin's address", 'аdmin@wayfare.example'],
    ['an address ending in NUL', 'rider@wayfare.example\u0000'],
    ['an emoji address', '🚕@wayfare.example'],
    ['a zero-width space', 'ad\u200Bmin@wayfare.example'],
    ['a 10,000-character address', `${'a'.repeat(10_000)}@wayfare.example`],
    ['a mobile number that is not E.164', '+1 (212) 555-0101'],
    ['a 10,000-digit mobile number', `+1${'2'.repeat(10_000)}`],
    ['a username', 'rider-1'],
  ])('refuses %s, as the profile and the back office do', (_name, typed) => {
    expect(typedContact(typed)).toBeUndefined();
  });

  it('keeps one proof per e-mail address, whatever its case', () => {
    expect(proofKey({ channel: 'email', to: 'Rider@Example.com' })).toBe('rider@example.com');
    expect(proofKey({ channel: 'sms', to: '+15550104567' })).toBe('+15550104567');
  });
});
