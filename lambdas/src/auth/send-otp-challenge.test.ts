import type { OtpMessage, OtpSender } from '../adapters/notify/otp-sender';
import { OTP_TTL_MS } from './otp-challenge';
import { createSendOtpChallenge, NoOtpContactError } from './send-otp-challenge';
import { createEvent } from './trigger-events.fixture';

const NOW = 1_700_000_000_000;

function setup(send: OtpSender['send'] = async () => {}, asked?: 'sms' | 'email') {
  const sent: OtpMessage[] = [];
  const lookups: string[] = [];
  const withheld: OtpMessage[] = [];
  const sender = {
    send: async (message: OtpMessage) => {
      sent.push(message);
      await send(message);
    },
    withhold: async (message: OtpMessage) => void withheld.push(message),
  };
  const attempts = {
    channelFor: async (username: string, now: number) => {
      lookups.push(`${username}@${now}`);
      return asked;
    },
  };
  const trigger = createSendOtpChallenge({ sender, attempts, now: () => NOW, generateCode: () => '424242' });
  return { sent, withheld, lookups, trigger };
}

describe('createSendOtpChallenge', () => {
  it('answers a contact with no account as it would a real one: same channel and mask, a code spent, none sent', async () => {
    const known = setup(undefined, 'email');
    const real = await known.trigger(
      createEvent({
        userAttributes: { sub: 's', email: 'rider@example.com', email_verified: 'true' },
      }),
    );
    const { sent, withheld, trigger } = setup(undefined, 'email');
    const unknown = createEvent({ userAttributes: {} });
    unknown.userName = 'rider@example.com';
    unknown.request.userNotFound = true;
    const phantom = await trigger(unknown);

    expect(phantom.response.publicChallengeParameters).toEqual(real.response.publicChallengeParameters);
    expect(sent).toEqual([]);
    expect(withheld).toEqual([{ channel: 'email', to: 'rider@example.com', code: '424242' }]);
    // No code to compare an answer with: Verify finds every answer wrong.
    expect(phantom.response.privateChallengeParameters).toEqual({});
  });

  it('spends no second code of the limit when a contact with no account answers wrongly', async () => {
    const { withheld, trigger } = setup(undefined, 'sms');
    const retry = createEvent({
      userAttributes: {},
      session: [
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: false,
          challengeMetadata: `OTP-sms-${NOW + 60_000}-424242`,
        },
      ],
    });
    retry.userName = '+15550100000';
    retry.request.userNotFound = true;
    const result = await trigger(retry);
    expect(withheld).toEqual([]);
    expect(result.response.publicChallengeParameters).toEqual({
      channel: 'sms',
      destination: '+*******0000',
    });
  });

  it('sends a new code to the channel the sign-in started with, as PreAuthentication recorded it', async () => {
    const { sent, lookups, trigger } = setup(undefined, 'email');
    const result = await trigger(createEvent());
    expect(lookups).toEqual([`user-1@${NOW}`]);
    expect(sent).toEqual([{ channel: 'email', to: 'rider@example.com', code: '424242' }]);
    expect(result.response.publicChallengeParameters).toEqual({
      channel: 'email',
      destination: 'r***@example.com',
    });
    expect(result.response.privateChallengeParameters).toEqual({
      code: '424242',
      expiresAt: String(NOW + OTP_TTL_MS),
    });
  });

  it.each([
    ['nothing was recorded', undefined],
    ['the recorded start was for SMS', 'sms' as const],
  ])('sends by SMS when %s, whatever the RespondToAuthChallenge metadata says', async (_case, asked) => {
    const { sent, trigger } = setup(undefined, asked);
    await trigger(createEvent({ clientMetadata: { channel: 'email' } }));
    expect(sent).toEqual([{ channel: 'sms', to: '+15550104567', code: '424242' }]);
  });

  it('keeps the channel of the expired code when a later attempt needs a fresh one, without a lookup', async () => {
    const { sent, lookups, trigger } = setup(undefined, 'sms');
    await trigger(
      createEvent({
        session: [
          {
            challengeName: 'CUSTOM_CHALLENGE',
            challengeResult: false,
            challengeMetadata: `OTP-email-${NOW - 1}-111111`,
          },
        ],
      }),
    );
    expect(lookups).toEqual([]);
    expect(sent).toEqual([{ channel: 'email', to: 'rider@example.com', code: '424242' }]);
  });

  it('does not send again when a retry reuses the live code', async () => {
    const { sent, trigger } = setup();
    const first = await trigger(createEvent());
    const retry = await trigger(
      createEvent({
        session: [
          {
            challengeName: 'CUSTOM_CHALLENGE',
            challengeResult: false,
            challengeMetadata: first.response.challengeMetadata,
          },
        ],
      }),
    );
    expect(sent).toHaveLength(1);
    expect(retry.response.privateChallengeParameters).toEqual(first.response.privateChallengeParameters);
  });

  it('fails when the user has no contact', async () => {
    const { sent, trigger } = setup();
    await expect(trigger(createEvent({ userAttributes: { sub: 'sub-1' } }))).rejects.toBeInstanceOf(
      NoOtpContactError,
    );
    expect(sent).toHaveLength(0);
  });

  it('fails the challenge when delivery fails', async () => {
    const { trigger } = setup(async () => {
      throw new Error('throttled');
    });
    await expect(trigger(createEvent())).rejects.toThrow('throttled');
  });
});
