import type { OtpMessage, OtpSender } from '../ports/otp-sender';
import type { SignUpProof } from '../ports/sign-up-proofs';
import { OTP_TTL_MS } from './otp-challenge';
import { hashCode } from './otp-code';
import { createSendOtpChallenge, NoOtpContactError } from './send-otp-challenge';
import { createEvent } from './trigger-events.fixture';

const NOW = 1_700_000_000_000;

function setup(
  send: OtpSender['send'] = async () => {},
  asked?: 'sms' | 'email',
  { proven = false, proofs = {} }: { proven?: boolean; proofs?: Record<string, SignUpProof> } = {},
) {
  const sent: OtpMessage[] = [];
  const lookups: string[] = [];
  const withheld: OtpMessage[] = [];
  const taken: string[] = [];
  const sender = {
    send: async (message: OtpMessage) => {
      sent.push(message);
      await send(message);
    },
    withhold: async (message: OtpMessage) => void withheld.push(message),
  };
  const attempts = {
    startOf: async (username: string, now: number) => {
      lookups.push(`${username}@${now}`);
      return asked && { channel: asked, proven };
    },
  };
  const take = async (contact: string) => {
    taken.push(contact);
    const proof = proofs[contact];
    delete proofs[contact];
    return proof;
  };
  const trigger = createSendOtpChallenge({
    sender,
    attempts,
    proofs: { take },
    now: () => NOW,
    generateCode: () => '424242',
  });
  return { sent, withheld, lookups, taken, trigger };
}

const unknownName = (typed: string) => {
  const event = createEvent({ userAttributes: {} });
  event.userName = typed;
  event.request.userNotFound = true;
  return event;
};

describe('createSendOtpChallenge', () => {
  it('answers a new contact as it would an account: same channel, mask and code spent, the code sent', async () => {
    const known = setup(undefined, 'email');
    const real = await known.trigger(
      createEvent({
        userAttributes: { sub: 's', email: 'rider@example.com', email_verified: 'true' },
      }),
    );
    const { sent, withheld, trigger } = setup(undefined, 'email');
    const phantom = await trigger(unknownName('rider@example.com'));

    expect(phantom.response.publicChallengeParameters).toEqual(real.response.publicChallengeParameters);
    // Only the contact's holder learns anything: entering the code makes the account (Verify).
    expect(sent).toEqual([{ channel: 'email', to: 'rider@example.com', code: '424242' }]);
    expect(withheld).toEqual([]);
    expect(phantom.response.privateChallengeParameters).toEqual(real.response.privateChallengeParameters);
  });

  it.each([
    ['markup', '"><script>alert(1)</script>@test.example'],
    ['a mobile number that is not E.164', '+1 (212) 555-0101'],
  ])(
    'spends but sends no code for a typed name that is no contact (%s): no answer is right',
    async (_n, typed) => {
      const { sent, withheld, trigger } = setup(undefined, 'email');
      const result = await trigger(unknownName(typed));
      expect(sent).toEqual([]);
      expect(withheld).toHaveLength(1);
      expect(result.response.privateChallengeParameters).toEqual({});
    },
  );

  it('spends no second code of the limit when a contact with no account answers wrongly', async () => {
    const { sent, withheld, trigger } = setup(undefined, 'sms');
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
    expect(sent).toEqual([]);
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

  describe("a new account's second round (docs/security.md, sign-up by code)", () => {
    const proof = { codeHash: hashCode('135790'), expiresAt: NOW + 120_000 };
    const account = { sub: 's', email: 'new@example.com', email_verified: 'true' };

    it('takes the proof once and poses the code that made the account, sending nothing', async () => {
      const { sent, taken, trigger } = setup(undefined, 'email', {
        proven: true,
        proofs: { 'new@example.com': proof },
      });
      const result = await trigger(createEvent({ userAttributes: account }));
      expect(sent).toEqual([]);
      expect(taken).toEqual(['new@example.com']);
      expect(result.response.publicChallengeParameters).toEqual({
        channel: 'email',
        destination: 'n***@example.com',
      });
      expect(result.response.privateChallengeParameters).toEqual({
        codeHash: proof.codeHash,
        expiresAt: String(proof.expiresAt),
      });
      // No reusable code in the metadata: a wrong answer gets a fresh code, sent as usual.
      expect(result.response.challengeMetadata).toBe('PROOF-email');
    });

    it('sends a fresh code when the proof is gone (taken by a concurrent round, or expired)', async () => {
      const { sent, trigger } = setup(undefined, 'email', { proven: true });
      const result = await trigger(createEvent({ userAttributes: account }));
      expect(sent).toEqual([{ channel: 'email', to: 'new@example.com', code: '424242' }]);
      expect(result.response.privateChallengeParameters).toMatchObject({ code: '424242' });
    });

    it('never takes a proof for a start that did not carry its code', async () => {
      const { sent, taken, trigger } = setup(undefined, 'email', { proofs: { 'new@example.com': proof } });
      await trigger(createEvent({ userAttributes: account }));
      expect(taken).toEqual([]);
      expect(sent).toHaveLength(1);
    });
  });
});
