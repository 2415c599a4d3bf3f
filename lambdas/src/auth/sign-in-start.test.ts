import { buildFirstProfile } from '@wayfare/shared';
import type { HumanCheck } from '../ports/human-check';
import type { SignUpProof } from '../ports/sign-up-proofs';
import type { SignInProfile } from './approval-gate';
import { hashCode } from './otp-code';
import { createPreAuthentication } from './sign-in-start';
import { defaultAttributes, preAuthenticationEvent } from './trigger-events.fixture';

const NOW = 1_700_000_000_000;
const phoneOnly = { sub: 'sub-1', phone_number: '+15550104567', phone_number_verified: 'true' };

const REFERRER = buildFirstProfile({ uid: 'referrer', regType: 'email' }, { at: 0, randomInt: () => 0 });

function setup({
  profile = null,
  humanCheck,
  proofs = {},
}: {
  profile?: SignInProfile | null;
  humanCheck?: HumanCheck;
  proofs?: Record<string, SignUpProof>;
} = {}) {
  const recorded: string[] = [];
  const referralLookups: string[] = [];
  const profilesAsked: string[] = [];
  const warnings: unknown[] = [];
  const run = createPreAuthentication({
    getProfile: async (uid) => {
      profilesAsked.push(uid);
      return profile;
    },
    attempts: {
      record: async (username, { channel, proven }, at) =>
        void recorded.push(`${username}:${channel}${proven ? '+proven' : ''}@${at}`),
    },
    proofs: {
      peek: async (contact, now) => (now < (proofs[contact]?.expiresAt ?? 0) ? proofs[contact] : undefined),
    },
    findByReferralId: async (id) => {
      referralLookups.push(id);
      return id === 'RIDRA' ? REFERRER : null;
    },
    humanCheck,
    now: () => NOW,
    warn: (message, details) => void warnings.push({ message, ...details }),
  });
  return { run, recorded, profilesAsked, warnings, referralLookups };
}

/** A provider fake: answers from a table of tokens and counts the calls. */
function fakeHumanCheck(verdicts: Record<string, string[]>): HumanCheck & { tokens: string[] } {
  const tokens: string[] = [];
  return {
    tokens,
    async verify(token) {
      tokens.push(token);
      if (!(token in verdicts)) throw new Error('siteverify answered 503');
      return { passed: verdicts[token].length === 0, reasons: verdicts[token] };
    },
  };
}

describe('pre-authentication trigger (sign-in start)', () => {
  it.each([
    ['e-mail', { channel: 'email' }, 'email'],
    ['SMS', { channel: 'sms' }, 'sms'],
    ['SMS when nothing is asked', undefined, 'sms'],
  ])('records the %s channel asked for in validationData', async (_case, validationData, channel) => {
    const { run, recorded } = setup();
    await run(preAuthenticationEvent(defaultAttributes, validationData));
    expect(recorded).toEqual([`user-1:${channel}@${NOW}`]);
  });

  it.each([
    ['e-mail', 'nobody@example.com', 'email'],
    ['mobile', '+15550100000', 'sms'],
  ])('records the channel of a %s with no account, as for a real one', async (_case, contact, channel) => {
    const { run, recorded, profilesAsked } = setup();
    const event = preAuthenticationEvent({}, { channel });
    event.userName = contact;
    event.request.userNotFound = true;
    await run(event);
    expect(recorded).toEqual([`${contact}:${channel}@${NOW}`]);
    expect(profilesAsked).toEqual([]);
  });

  it("records the user's only contact when another channel is asked for", async () => {
    const { run, recorded } = setup();
    await run(preAuthenticationEvent(phoneOnly, { channel: 'email' }));
    expect(recorded).toEqual([`user-1:sms@${NOW}`]);
  });

  it("refuses an unapproved driver with 'require approval', looking the profile up by sub, and records nothing", async () => {
    const { run, recorded, profilesAsked } = setup({ profile: { usertype: 'driver', approved: false } });
    await expect(run(preAuthenticationEvent())).rejects.toThrow('require approval');
    expect(profilesAsked).toEqual(['sub-1']);
    expect(recorded).toEqual([]);
  });

  it('lets an approved driver go on to the code', async () => {
    const { run, recorded } = setup({ profile: { usertype: 'driver', approved: true } });
    await expect(run(preAuthenticationEvent())).resolves.toBeDefined();
    expect(recorded).toHaveLength(1);
  });

  describe('human check on mobile requests', () => {
    it('asks a mobile number with no account for a person too, as it would a real one', async () => {
      const humanCheck = fakeHumanCheck({});
      const { run, recorded } = setup({ humanCheck });
      const event = preAuthenticationEvent({}, { channel: 'sms' });
      event.userName = '+15550100000';
      event.request.userNotFound = true;
      await expect(run(event)).rejects.toThrow('human_check_failed');
      expect(recorded).toEqual([]);
    });

    it('lets a mobile request through when the provider vouches for its token', async () => {
      const humanCheck = fakeHumanCheck({ 'good-token': [] });
      const { run, recorded } = setup({ humanCheck });
      await run(preAuthenticationEvent(phoneOnly, { channel: 'sms', humanCheckToken: 'good-token' }));
      expect(humanCheck.tokens).toEqual(['good-token']);
      expect(recorded).toEqual([`user-1:sms@${NOW}`]);
    });

    it.each([
      ['a refused token', { channel: 'sms', humanCheckToken: 'bot-token' }, ['timeout-or-duplicate']],
      ['no token', { channel: 'sms' }, ['missing-token']],
      [
        'a provider that cannot answer',
        { channel: 'sms', humanCheckToken: 'unknown' },
        ['provider-unavailable', 'siteverify answered 503'],
      ],
    ])(
      "refuses %s with 'human_check_failed' before anything else",
      async (_case, validationData, reasons) => {
        const humanCheck = fakeHumanCheck({ 'bot-token': ['timeout-or-duplicate'] });
        const { run, recorded, profilesAsked, warnings } = setup({ humanCheck });
        await expect(run(preAuthenticationEvent(phoneOnly, validationData))).rejects.toThrow(
          'human_check_failed',
        );
        expect(recorded).toEqual([]);
        expect(profilesAsked).toEqual([]);
        expect(warnings).toEqual([{ message: 'Human check refused a mobile code request', reasons }]);
      },
    );

    it('does not ask for a person when the code goes by e-mail', async () => {
      const humanCheck = fakeHumanCheck({});
      const { run, recorded } = setup({ humanCheck });
      await run(preAuthenticationEvent(defaultAttributes, { channel: 'email' }));
      expect(humanCheck.tokens).toEqual([]);
      expect(recorded).toEqual([`user-1:email@${NOW}`]);
    });

    it('checks an e-mail request that can only go by SMS', async () => {
      const { run } = setup({ humanCheck: fakeHumanCheck({}) });
      await expect(run(preAuthenticationEvent(phoneOnly, { channel: 'email' }))).rejects.toThrow(
        'human_check_failed',
      );
    });

    it('lets a mobile request through without a token when no human check is configured', async () => {
      const { run, recorded } = setup();
      await run(preAuthenticationEvent(phoneOnly, { channel: 'sms' }));
      expect(recorded).toEqual([`user-1:sms@${NOW}`]);
    });
  });

  describe('a referral id (product.md §7 validate_referrer)', () => {
    const unknownContact = (validationData: Record<string, string>) => {
      const event = preAuthenticationEvent({}, validationData);
      event.userName = 'new@example.com';
      event.request.userNotFound = true;
      return event;
    };

    it("refuses an id nobody holds with 'invalid_referral', for an account and a new contact alike", async () => {
      const { run, recorded, referralLookups } = setup();
      for (const event of [
        preAuthenticationEvent(defaultAttributes, { channel: 'email', referralId: 'zzzzz' }),
        unknownContact({ channel: 'email', referralId: 'zzzzz' }),
      ])
        await expect(run(event)).rejects.toThrow('invalid_referral');
      expect(referralLookups).toEqual(['ZZZZZ', 'ZZZZZ']);
      expect(recorded).toEqual([]);
    });

    it("goes on with a referrer's id however it is typed, and without one", async () => {
      const { run, recorded } = setup();
      await run(unknownContact({ channel: 'email', referralId: ' ridra ' }));
      await run(unknownContact({ channel: 'email' }));
      expect(recorded).toEqual([`new@example.com:email@${NOW}`, `new@example.com:email@${NOW}`]);
    });
  });

  describe("a new account's second round (docs/security.md, sign-up by code)", () => {
    const proofs = { '+15550104567': { codeHash: hashCode('424242'), expiresAt: NOW + 60_000 } };

    it('records a start carrying the code that made the account as proven, with no human check', async () => {
      const humanCheck = fakeHumanCheck({});
      const { run, recorded } = setup({ humanCheck, proofs });
      await run(preAuthenticationEvent(phoneOnly, { channel: 'sms', signUpCode: '424242' }));
      expect(humanCheck.tokens).toEqual([]);
      expect(recorded).toEqual([`user-1:sms+proven@${NOW}`]);
    });

    it.each([
      ['another code', { '+15550104567': proofs['+15550104567'] }, '424241'],
      ['an expired proof', { '+15550104567': { ...proofs['+15550104567'], expiresAt: NOW } }, '424242'],
      ['no proof', {}, '424242'],
    ])(
      'treats a start with %s as an ordinary sign-in: human check, a fresh code',
      async (_case, kept, code) => {
        const humanCheck = fakeHumanCheck({ good: [] });
        const { run, recorded } = setup({ humanCheck, proofs: kept });
        await expect(
          run(preAuthenticationEvent(phoneOnly, { channel: 'sms', signUpCode: code })),
        ).rejects.toThrow('human_check_failed');
        await run(
          preAuthenticationEvent(phoneOnly, { channel: 'sms', signUpCode: code, humanCheckToken: 'good' }),
        );
        expect(recorded).toEqual([`user-1:sms@${NOW}`]);
      },
    );

    it('never proves a contact with no account (a proof exists only once the account does)', async () => {
      const { run, recorded } = setup({ proofs });
      const event = preAuthenticationEvent({}, { channel: 'sms', signUpCode: '424242' });
      event.userName = '+15550104567';
      event.request.userNotFound = true;
      await run(event);
      expect(recorded).toEqual([`+15550104567:sms@${NOW}`]);
    });
  });
});
