/**
 * Sign-in on the twin: a new contact's account made by its first code (SignUp closed alike for
 * every contact), the unapproved driver, the per-contact code limit, and the channel of an account
 * with both contacts (ClientMetadata reaching only PreAuthentication, as in Cognito).
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Twin } from '@wayfare/infra/local/twin';
import { unapprovedDriverContact } from '@wayfare/infra/local/seed/demo-accounts';
import { graphql, signInWithCode, signUpWithCode, twinCognitoClient } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';
import { waitForCode } from '../../e2e/support/outbox';

const ME = `{ me { uid usertype approved walletBalance referralId regType mobile email } }`;

describe('sign-in and sign-up on the twin', () => {
  let twin: Twin;
  let cognito: CognitoIdentityProviderClient;

  beforeAll(async () => {
    twin = await startTestTwin();
    cognito = twinCognitoClient(twin.outputs, twin.credentials);
  });
  afterAll(async () => {
    cognito?.destroy();
    await twin?.close();
  });

  const requestCode = (contact: string, channel?: 'sms' | 'email', metadata: Record<string, string> = {}) =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: twin.outputs.userPoolClientId,
        AuthParameters: { USERNAME: contact },
        // What the web app sends: the kind of contact typed.
        ClientMetadata: channel && { channel, ...metadata },
      }),
    );

  const signUp = (attributes: Record<string, string>) =>
    cognito.send(
      new SignUpCommand({
        ClientId: twin.outputs.userPoolClientId,
        Username: crypto.randomUUID(),
        Password: `${crypto.randomUUID()}Aa1!`,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
  const outbox = async () =>
    (await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string; channel: string; body: string }[];
  /** The code a message carries, as its reader would type it. */
  const codeIn = (message: { body: string }) => /\b(\d{6})\b/.exec(message.body)![1]!;
  const answer = (
    challenge: { Session?: string; ChallengeParameters?: Record<string, string> },
    code: string,
  ) =>
    cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: twin.outputs.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: challenge.ChallengeParameters!.USERNAME!, ANSWER: code },
      }),
    );
  const noUserHolds = (alias: string) =>
    expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: twin.outputs.userPoolId, Username: alias })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });

  it("makes a new contact's account with its first code: an approved rider with wallet 0, one code sent", async () => {
    const contact = '+15557770001';
    const before = await outbox();
    const session = await signUpWithCode(twin.outputs, contact);
    expect((await outbox()).filter(({ to }) => to === contact)).toHaveLength(1);
    expect(before.filter(({ to }) => to === contact)).toEqual([]);

    const { data } = await graphql<{ me: Record<string, unknown> }>(twin.outputs, session, ME);
    expect(data?.me).toMatchObject({
      usertype: 'rider',
      approved: true,
      walletBalance: 0,
      regType: 'mobile',
      mobile: contact,
      email: null,
    });
    expect(data?.me.referralId).toMatch(/^[A-Z]{5}$/);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['rider']);

    // The account signs in from now on like any other, with a fresh code.
    const again = await signInWithCode(twin.outputs, contact);
    expect(JSON.parse(Buffer.from(again.accessToken.split('.')[1], 'base64url').toString()).sub).toBe(
      claims.sub,
    );
  });

  it('uses the code that made an account once: replaying it later gets a fresh code, and the old one is wrong', async () => {
    const contact = 'replayed@example.com';
    await signUpWithCode(twin.outputs, contact);
    const used = codeIn((await outbox()).filter(({ to }) => to === contact).at(-1)!);
    const replay = await requestCode(contact, 'email', { signUpCode: used });
    expect((await outbox()).filter(({ to }) => to === contact)).toHaveLength(2);
    const fresh = codeIn((await outbox()).at(-1)!);
    const answered = await answer(replay, used);
    // A wrong answer (unless the fresh code happens to equal the used one) asks again.
    if (fresh !== used) expect(answered.ChallengeName).toBe('CUSTOM_CHALLENGE');
  });

  it("records the referrer a new rider names, and refuses an id nobody holds with 'invalid_referral'", async () => {
    const before = await outbox();
    await expect(
      signUpWithCode(twin.outputs, 'nobody-referred@example.com', { referralId: 'QQQQQ' }),
    ).rejects.toThrow('invalid_referral');
    // Refused before any code: nothing sent, no account made.
    expect(await outbox()).toHaveLength(before.length);
    await noUserHolds('nobody-referred@example.com');

    const session = await signUpWithCode(twin.outputs, 'referred@example.com', { referralId: 'ridra' });
    const referred = await graphql<{ me: { signupViaReferral: string } }>(
      twin.outputs,
      session,
      '{ me { signupViaReferral } }',
    );
    // The demo rider Riley holds RIDRA.
    const riley = await signInWithCode(twin.outputs, '+12125550101');
    const { data } = await graphql<{ me: { uid: string } }>(twin.outputs, riley, '{ me { uid } }');
    expect(referred.data?.me.signupViaReferral).toBe(data?.me.uid);
  });

  it('answers SignUp the same for a stored, a new and a malformed contact: self sign-up is by code only', async () => {
    const refusal = async (attributes: Record<string, string>) => {
      const error = (await signUp(attributes).catch((caught: unknown) => caught)) as Error & {
        $metadata?: { httpStatusCode?: number };
      };
      return { name: error.name, message: error.message, status: error.$metadata?.httpStatusCode };
    };
    const answers = [
      await refusal({ phone_number: twin.outputs.demoAccounts.rider }),
      await refusal({ email: 'riley@wayfare.example' }),
      await refusal({ phone_number: '+15557770002' }),
      await refusal({ phone_number: '+15557770002', email: 'admin@wayfare.example' }),
      await refusal({ email: '"><script>alert(1)</script>@test.example' }),
    ];
    expect(answers[0]).toEqual({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error sign_up_by_code.',
      status: 400,
    });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await noUserHolds('+15557770002');
  });

  it("makes no account for a contact already on someone's profile: its code's holder is told 'user exists'", async () => {
    // The demo rider's profile holds this e-mail; it is not a sign-in alias. Only its holder gets the code.
    await expect(signUpWithCode(twin.outputs, 'riley@wayfare.example')).rejects.toThrow('user exists');
    expect((await outbox()).at(-1)).toMatchObject({ to: 'riley@wayfare.example', channel: 'email' });
    await noUserHolds('riley@wayfare.example');
  });

  it("refuses an unapproved driver with 'require approval' before any code is sent", async () => {
    const before = (await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[];
    await expect(requestCode(unapprovedDriverContact)).rejects.toThrow(/require approval/);
    const after = (await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it("refuses a driver unapproved between its code and its answer 'require approval', with no tokens", async () => {
    const admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    const mobile = '+15557770099';
    const added = await graphql<{ addUser: { uid: string } }>(
      twin.outputs,
      admin,
      'mutation A($input: NewUserInput!) { addUser(input: $input) { uid } }',
      {
        input: {
          usertype: 'driver',
          firstName: 'Late',
          lastName: 'Unapproved',
          mobile,
          email: 'late.unapproved@wayfare.example',
          carType: 'Economy',
        },
      },
    );
    const uid = added.data!.addUser.uid;
    const approve = (approved: boolean) =>
      graphql(
        twin.outputs,
        admin,
        `mutation { setDriverApproval(uid: "${uid}", approved: ${approved}) { uid } }`,
      );
    await approve(true);
    const requestedAt = new Date();
    const challenge = await requestCode(mobile);
    const code = await waitForCode(twin.outputs.outboxUrl, mobile, requestedAt);
    await approve(false);
    await expect(answer(challenge, code)).rejects.toThrow(/require approval/);
  });

  it('sends the code of an account with both contacts to the channel typed, and signs in with it', async () => {
    const admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    const added = await graphql<{ addUser: { uid: string } }>(
      twin.outputs,
      admin,
      `
        mutation Add($input: NewUserInput!) {
          addUser(input: $input) {
            uid
          }
        }
      `,
      {
        input: {
          usertype: 'rider',
          firstName: 'Bea',
          lastName: 'Both',
          email: 'bea@wayfare.example',
          mobile: '+15557770004',
        },
      },
    );
    expect(added.errors).toBeUndefined();

    const byEmail = await requestCode('bea@wayfare.example', 'email');
    expect(byEmail.ChallengeParameters).toMatchObject({
      channel: 'email',
      destination: 'b***@wayfare.example',
    });
    expect((await outbox()).at(-1)).toMatchObject({ to: 'bea@wayfare.example', channel: 'email' });
    const signedIn = await answer(byEmail, codeIn((await outbox()).at(-1)!));
    expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    const bySms = await requestCode('+15557770004', 'sms');
    expect(bySms.ChallengeParameters).toMatchObject({ channel: 'sms', destination: '+*******0004' });
    expect((await outbox()).at(-1)).toMatchObject({ to: '+15557770004', channel: 'sms' });
  });

  it('keeps a sign-in start for 5 minutes, the latest start winning', async () => {
    // The twin set the environment the lambdas read; their repositories reach its DynamoDB Local.
    const { signInAttempts } = await import('@wayfare/lambdas/src/deps');
    const attempts = signInAttempts();
    const start = Date.UTC(2030, 0, 1, 12);
    await attempts.record('attempt-user', { channel: 'email', proven: false }, start);
    await expect(attempts.startOf('attempt-user', start + 5 * 60_000 - 1)).resolves.toEqual({
      channel: 'email',
      proven: false,
    });
    await expect(attempts.startOf('attempt-user', start + 5 * 60_000)).resolves.toBeUndefined();
    await attempts.record('attempt-user', { channel: 'sms', proven: true }, start + 1000);
    await expect(attempts.startOf('attempt-user', start + 2000)).resolves.toEqual({
      channel: 'sms',
      proven: true,
    });
    await expect(attempts.startOf('someone-else', start)).resolves.toBeUndefined();
  });

  it('keeps a sign-up proof until it expires, and gives it up once', async () => {
    const { signUpProofs } = await import('@wayfare/lambdas/src/deps');
    const proofs = signUpProofs();
    const at = Date.UTC(2030, 0, 1, 12);
    const proof = { codeHash: 'f'.repeat(64), expiresAt: at + 60_000 };
    await proofs.keep('proof@example.com', proof);
    await expect(proofs.peek('proof@example.com', at)).resolves.toEqual(proof);
    await expect(proofs.peek('proof@example.com', at + 60_000)).resolves.toBeUndefined();
    await expect(proofs.take('proof@example.com', at + 60_000)).resolves.toBeUndefined();
    const [first, second] = await Promise.all([
      proofs.take('proof@example.com', at),
      proofs.take('proof@example.com', at),
    ]);
    expect([first, second].filter(Boolean)).toEqual([proof]);
  });

  describe('a contact with no account', () => {
    it('gets the same answer as a contact with one, and its code goes to the contact only', async () => {
      const known = await requestCode(twin.outputs.demoAccounts.rider, 'sms');
      const before = await outbox();
      const unknown = await requestCode('+15557770010', 'sms');
      expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
      expect(unknown.ChallengeName).toBe(known.ChallengeName);
      expect(Object.keys(unknown.ChallengeParameters!).sort()).toEqual(
        Object.keys(known.ChallengeParameters!).sort(),
      );
      expect(unknown.ChallengeParameters).toMatchObject({ channel: 'sms', destination: '+*******0010' });
      expect(unknown.ChallengeParameters!.USERNAME).toMatch(/^[0-9a-f-]{36}$/);
      const sent = (await outbox()).slice(before.length);
      expect(sent.map(({ to }) => to)).toEqual(['+15557770010']);
      const wrong = String((Number(codeIn(sent[0]!)) + 1) % 1_000_000).padStart(6, '0');

      // Wrong answers: the third ends the sign-in as a wrong code does for anyone, and nothing is made.
      const second = await answer(unknown, wrong);
      const third = await answer(second, wrong);
      await expect(answer(third, wrong)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      await noUserHolds('+15557770010');
    });

    it("is held to the code limit as a real contact is: 5 requests an hour, then 'too_many_codes'", async () => {
      const contact = '+15557770009';
      for (let i = 0; i < 5; i += 1) await expect(requestCode(contact)).resolves.toBeDefined();
      await expect(requestCode(contact)).rejects.toThrow(/too_many_codes/);
      expect((await outbox()).filter(({ to }) => to === contact)).toHaveLength(5);
    });
  });

  it("sends 5 codes to one contact in an hour, then answers 'too_many_codes'; the sign-up's second round spends none", async () => {
    const contact = '+15557770003';
    await signUpWithCode(twin.outputs, contact);
    for (let i = 0; i < 4; i += 1) await expect(requestCode(contact)).resolves.toBeDefined();
    await expect(requestCode(contact)).rejects.toThrow(/too_many_codes/);
    // Another contact is not affected.
    await expect(requestCode(twin.outputs.demoAccounts.rider)).resolves.toBeDefined();
  });
});
