import { chooseOtpDestination, maskDestination } from './otp-channel';

const both = { email: 'rider@example.com', phone_number: '+15550104567' };

describe('chooseOtpDestination', () => {
  it.each([
    ['honours a requested e-mail', both, 'email', { channel: 'email', to: 'rider@example.com' }],
    ['honours a requested sms', both, 'sms', { channel: 'sms', to: '+15550104567' }],
    ['prefers the phone when nothing is requested', both, undefined, { channel: 'sms', to: '+15550104567' }],
    ['ignores an unknown channel', both, 'pigeon', { channel: 'sms', to: '+15550104567' }],
    [
      'falls back to the phone when the requested e-mail is missing',
      { phone_number: '+15550104567' },
      'email',
      { channel: 'sms', to: '+15550104567' },
    ],
    [
      'falls back to the e-mail when there is no phone',
      { email: 'rider@example.com' },
      'sms',
      { channel: 'email', to: 'rider@example.com' },
    ],
    ['finds nothing without contacts', {}, 'sms', undefined],
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
