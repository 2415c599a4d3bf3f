import { decideNextStep, handler, type AuthDecision } from './define-auth-challenge';
import type { ChallengeSession } from './otp-challenge';
import { defineEvent } from './trigger-events.fixture';

const wrong = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false } as const;
const right = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true } as const;

describe('decideNextStep', () => {
  it.each<[string, ChallengeSession, AuthDecision]>([
    ['first call asks for a code', [], 'challenge'],
    ['one wrong code asks again', [wrong], 'challenge'],
    ['two wrong codes ask again', [wrong, wrong], 'challenge'],
    ['three wrong codes fail', [wrong, wrong, wrong], 'fail'],
    ['a right code issues tokens', [right], 'issue-tokens'],
    ['a right code on the third attempt issues tokens', [wrong, wrong, right], 'issue-tokens'],
    ['a password step in the session fails', [{ challengeName: 'SRP_A', challengeResult: true }], 'fail'],
  ])('%s', (_name, session, expected) => {
    expect(decideNextStep({ session })).toBe(expected);
  });

  it("ends the round that made a new contact's account: there is no user to issue tokens to", () => {
    expect(decideNextStep({ session: [wrong, right], userNotFound: true })).toBe('account-created');
  });
});

describe('define-auth-challenge handler', () => {
  it('asks for the custom challenge first', async () => {
    const result = await handler(defineEvent([]));
    expect(result.response).toEqual({
      issueTokens: false,
      failAuthentication: false,
      challengeName: 'CUSTOM_CHALLENGE',
    });
  });

  it('issues tokens after a right code', async () => {
    const result = await handler(defineEvent([wrong, right]));
    expect(result.response).toEqual({ issueTokens: true, failAuthentication: false });
  });

  it('fails after three wrong codes', async () => {
    const result = await handler(defineEvent([wrong, wrong, wrong]));
    expect(result.response).toEqual({ issueTokens: false, failAuthentication: true });
  });

  it('asks a contact with no account for a code, and fails it after three answers, like anyone', async () => {
    expect((await handler(defineEvent([], true))).response).toEqual(
      (await handler(defineEvent([]))).response,
    );
    expect((await handler(defineEvent([wrong, wrong, wrong], true))).response).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
  });

  it("answers a new contact's right code with 'account_created', so the client signs in again", async () => {
    await expect(handler(defineEvent([right], true))).rejects.toThrow('account_created');
  });
});
