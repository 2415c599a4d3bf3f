import { decideNextStep, handler, type AuthDecision } from './define-auth-challenge';
import type { ChallengeSession } from './otp-challenge';
import { defineEvent } from './trigger-events.fixture';

const wrong = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false } as const;
const right = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true } as const;

describe('decideNextStep', () => {
  it.each<[string, ChallengeSession, boolean, AuthDecision]>([
    ['first call asks for a code', [], false, 'challenge'],
    ['one wrong code asks again', [wrong], false, 'challenge'],
    ['two wrong codes ask again', [wrong, wrong], false, 'challenge'],
    ['three wrong codes fail', [wrong, wrong, wrong], false, 'fail'],
    ['a right code issues tokens', [right], false, 'issue-tokens'],
    ['a right code on the third attempt issues tokens', [wrong, wrong, right], false, 'issue-tokens'],
    ['an unknown user fails', [], true, 'fail'],
    [
      'a password step in the session fails',
      [{ challengeName: 'SRP_A', challengeResult: true }],
      false,
      'fail',
    ],
  ])('%s', (_name, session, userNotFound, expected) => {
    expect(decideNextStep({ session, userNotFound })).toBe(expected);
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
});
