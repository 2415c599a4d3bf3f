import {
  fromChallengeMetadata,
  judgeOtpAnswer,
  OTP_TTL_MS,
  planOtpChallenge,
  toChallengeMetadata,
  toChallengeResponse,
  type ChallengeSession,
  type OtpVerdict,
} from './otp-challenge';

const NOW = 1_700_000_000_000;
const params = { code: '123456', expiresAt: String(NOW + OTP_TTL_MS) };

describe('judgeOtpAnswer', () => {
  it.each<[string, Record<string, string>, string, number, OtpVerdict]>([
    ['right code in time', params, '123456', NOW, 'correct'],
    ['right code a millisecond before expiry', params, '123456', NOW + OTP_TTL_MS - 1, 'correct'],
    ['wrong code', params, '654321', NOW, 'wrong'],
    ['code with an extra digit', params, '1234567', NOW, 'wrong'],
    ['empty answer', params, '', NOW, 'wrong'],
    ['right code at expiry', params, '123456', NOW + OTP_TTL_MS, 'expired'],
    ['right code after expiry', params, '123456', NOW + OTP_TTL_MS + 60_000, 'expired'],
    ['missing expiry', { code: '123456' }, '123456', NOW, 'wrong'],
    ['missing code', { expiresAt: String(NOW + OTP_TTL_MS) }, '', NOW, 'wrong'],
  ])('%s → %s', (_name, privateParameters, answer, now, verdict) => {
    expect(judgeOtpAnswer({ privateParameters, answer, now })).toBe(verdict);
  });
});

describe('challenge metadata', () => {
  it('round-trips an issued code', () => {
    const otp = { channel: 'email' as const, code: '012345', expiresAt: NOW };
    expect(fromChallengeMetadata(toChallengeMetadata(otp))).toEqual(otp);
  });

  it.each([undefined, '', 'CODE-123456', 'OTP-fax-1-123456'])('rejects %p', (metadata) => {
    expect(fromChallengeMetadata(metadata)).toBeUndefined();
  });
});

describe('planOtpChallenge', () => {
  const attributes = {
    email: 'rider@example.com',
    email_verified: 'true',
    phone_number: '+15550104567',
    phone_number_verified: 'true',
  };
  const generateCode = () => '111111';
  const attemptWith = (expiresAt: number): ChallengeSession => [
    {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: toChallengeMetadata({ channel: 'email', code: '222222', expiresAt }),
    },
  ];

  it('issues a new code on the first attempt, to the requested channel', () => {
    expect(
      planOtpChallenge({
        session: [],
        userAttributes: attributes,
        requestedChannel: 'email',
        now: NOW,
        generateCode,
      }),
    ).toEqual({
      otp: { channel: 'email', code: '111111', expiresAt: NOW + OTP_TTL_MS },
      destination: { channel: 'email', to: 'rider@example.com' },
      mustSend: true,
    });
  });

  it('reuses the live code of the previous attempt without sending again', () => {
    const plan = planOtpChallenge({
      session: attemptWith(NOW + 1),
      userAttributes: attributes,
      now: NOW,
      generateCode,
    });
    expect(plan).toEqual({
      otp: { channel: 'email', code: '222222', expiresAt: NOW + 1 },
      destination: { channel: 'email', to: 'rider@example.com' },
      mustSend: false,
    });
  });

  it('sends a fresh code when the previous one has expired', () => {
    const plan = planOtpChallenge({
      session: attemptWith(NOW),
      userAttributes: attributes,
      requestedChannel: 'sms',
      now: NOW,
      generateCode,
    });
    expect(plan).toMatchObject({ otp: { channel: 'sms', code: '111111' }, mustSend: true });
  });

  it('finds no plan for a user without contacts', () => {
    expect(planOtpChallenge({ session: [], userAttributes: {}, now: NOW, generateCode })).toBeUndefined();
  });

  it('keeps the code out of the public parameters', () => {
    const plan = planOtpChallenge({ session: [], userAttributes: attributes, now: NOW, generateCode })!;
    const response = toChallengeResponse(plan);
    expect(response.publicChallengeParameters).toEqual({ channel: 'sms', destination: '+*******4567' });
    expect(JSON.stringify(response.publicChallengeParameters)).not.toContain('111111');
    expect(response.privateChallengeParameters).toEqual({
      code: '111111',
      expiresAt: String(NOW + OTP_TTL_MS),
    });
  });
});
