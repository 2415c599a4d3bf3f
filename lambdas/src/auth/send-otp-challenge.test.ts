import type { OtpMessage, OtpSender } from '../adapters/notify/otp-sender';
import { OTP_TTL_MS } from './otp-challenge';
import { createSendOtpChallenge, NoOtpContactError } from './send-otp-challenge';
import { createEvent } from './trigger-events.fixture';

const NOW = 1_700_000_000_000;

function setup(send: OtpSender['send'] = async () => {}) {
  const sent: OtpMessage[] = [];
  const sender: OtpSender = {
    send: async (message) => {
      sent.push(message);
      await send(message);
    },
  };
  const trigger = createSendOtpChallenge({ sender, now: () => NOW, generateCode: () => '424242' });
  return { sent, trigger };
}

describe('createSendOtpChallenge', () => {
  it('sends a new code to the channel the user signed in with', async () => {
    const { sent, trigger } = setup();
    const result = await trigger(createEvent({ clientMetadata: { channel: 'email' } }));
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
