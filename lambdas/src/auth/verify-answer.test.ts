import type { NewContact } from './account-by-code';
import { OTP_TTL_MS } from './otp-challenge';
import { hashCode } from './otp-code';
import { defaultAttributes, verifyEvent } from './trigger-events.fixture';
import type { SignInProfile } from './approval-gate';
import { createVerifyAnswer } from './verify-answer';
import type { SignUpProof } from '../ports/sign-up-proofs';

const ISSUED = 1_700_000_000_000;
const EXPIRES = ISSUED + OTP_TTL_MS;
const params = { code: '123456', expiresAt: String(EXPIRES) };

function setup(
  now = ISSUED + 1000,
  createAccount = async (_contact: NewContact) => {},
  profile: SignInProfile | null = { usertype: 'rider', approved: true },
) {
  const kept: [string, SignUpProof][] = [];
  const made: NewContact[] = [];
  const verify = createVerifyAnswer({
    now: () => now,
    getProfile: async (uid) => (uid === defaultAttributes.sub ? profile : null),
    proofs: { keep: async (contact, proof) => void kept.push([contact, proof]) },
    createAccount: async (contact) => {
      made.push(contact);
      await createAccount(contact);
    },
  });
  return { verify, kept, made };
}

/** A round of a contact with no account, as Cognito names it: the contact as typed. */
function newContactEvent(typed: string, answer: string, clientMetadata?: Record<string, string>) {
  const event = verifyEvent(params, answer);
  event.userName = typed;
  event.request = { ...event.request, userAttributes: {}, userNotFound: true, clientMetadata };
  return event;
}

describe('verify answer', () => {
  it.each([
    ['accepts the right code in time', '123456', ISSUED + 1000, true],
    ['rejects a wrong code', '123450', ISSUED + 1000, false],
    ['rejects the right code after five minutes', '123456', EXPIRES, false],
  ])('%s', async (_name, answer, now, correct) => {
    const { verify, made } = setup(now);
    const result = await verify(verifyEvent(params, answer));
    expect(result.response.answerCorrect).toBe(correct);
    expect(made).toEqual([]);
  });

  it("refuses a driver unapproved since its code went out 'require approval', whatever it answers right", async () => {
    const unapproved = setup(ISSUED + 1000, undefined, { usertype: 'driver', approved: false });
    await expect(unapproved.verify(verifyEvent(params, '123456'))).rejects.toMatchObject({
      message: 'require approval',
    });
    // A wrong answer is just wrong: nothing is told before the code is right.
    expect((await unapproved.verify(verifyEvent(params, '123450'))).response.answerCorrect).toBe(false);
    const approved = setup(ISSUED + 1000, undefined, { usertype: 'driver', approved: true });
    expect((await approved.verify(verifyEvent(params, '123456'))).response.answerCorrect).toBe(true);
  });

  it("accepts the code a new account's proof holds, by its hash", async () => {
    const { verify } = setup();
    const proof = { codeHash: hashCode('654321'), expiresAt: String(EXPIRES) };
    expect((await verify(verifyEvent(proof, '654321'))).response.answerCorrect).toBe(true);
    expect((await verify(verifyEvent(proof, '654320'))).response.answerCorrect).toBe(false);
  });

  it("makes a new contact's account on its right code and keeps the code's hash as its proof", async () => {
    const { verify, kept, made } = setup();
    const result = await verify(newContactEvent('New.Rider@Example.com', '123456', { referralId: 'RIDRA' }));
    expect(result.response.answerCorrect).toBe(true);
    expect(kept).toEqual([['new.rider@example.com', { codeHash: hashCode('123456'), expiresAt: EXPIRES }]]);
    expect(made).toEqual([
      {
        userPoolId: result.userPoolId,
        contact: { channel: 'email', to: 'New.Rider@Example.com' },
        clientMetadata: { referralId: 'RIDRA' },
      },
    ]);
  });

  it("makes nothing on a new contact's wrong or late code", async () => {
    const { verify, kept, made } = setup(EXPIRES);
    await verify(newContactEvent('+15550100000', '123456'));
    const early = setup();
    await early.verify(newContactEvent('+15550100000', '999999'));
    expect([...kept, ...made, ...early.kept, ...early.made]).toEqual([]);
  });

  it("passes on the account's refusal ('user exists' for a contact a profile holds)", async () => {
    const { verify } = setup(ISSUED + 1000, async () => {
      throw new Error('user exists');
    });
    await expect(verify(newContactEvent('+15550100000', '123456'))).rejects.toThrow('user exists');
  });
});
