/**
 * Sign-in on the twin: first sign-up of a new contact, the unapproved driver, the per-contact code
 * limit, and the channel of an account with both contacts (ClientMetadata reaching only
 * PreAuthentication, as in Cognito).
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
import { graphql, signInWithCode, twinCognitoClient } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

const ME = `{ me { uid usertype approved walletBalance referralId regType mobile email } }`;

describe('sign-in and sign-up on the twin', () => {
  let twin: Twin;
  let cognito: CognitoIdentityProviderClient;

  beforeAll(async () => {
    twin = await startTestTwin();
    cognito = twinCognitoClient(twin.outputs);
  });
  afterAll(async () => {
    cognito?.destroy();
    await twin?.close();
  });

  const requestCode = (contact: string, channel?: 'sms' | 'email') =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: twin.outputs.userPoolClientId,
        AuthParameters: { USERNAME: contact },
        // What the web app sends: the kind of contact typed.
        ClientMetadata: channel && { channel },
      }),
    );

  const signUp = (attributes: Record<string, string>, clientMetadata?: Record<string, string>) =>
    cognito.send(
      new SignUpCommand({
        ClientId: twin.outputs.userPoolClientId,
        Username: crypto.randomUUID(),
        Password: `${crypto.randomUUID()}Aa1!`,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        // What the web app sends when the new rider typed a referral id.
        ClientMetadata: clientMetadata,
      }),
    );

  it('signs up an unknown contact as an approved rider with wallet 0 and a referral id', async () => {
    const contact = '+15557770001';
    expect((await signUp({ phone_number: contact })).UserConfirmed).toBe(true);

    const session = await signInWithCode(twin.outputs, contact);
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
  });

  it("records the referrer a sign-up names, and refuses an id nobody holds with 'invalid_referral'", async () => {
    await expect(signUp({ email: 'nobody-referred@example.com' }, { referralId: 'QQQQQ' })).rejects.toThrow(
      'invalid_referral',
    );
    // No account was made (sign-in itself answers every contact alike, so ask the pool).
    await expect(
      cognito.send(
        new AdminGetUserCommand({
          UserPoolId: twin.outputs.userPoolId,
          Username: 'nobody-referred@example.com',
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });

    const contact = 'referred@example.com';
    expect((await signUp({ email: contact }, { referralId: 'ridra' })).UserConfirmed).toBe(true);
    const session = await signInWithCode(twin.outputs, contact);
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

  it("refuses a sign-up carrying a second, unproven contact (someone else's e-mail)", async () => {
    await expect(signUp({ phone_number: '+15557770002', email: 'admin@wayfare.example' })).rejects.toThrow(
      'sign_up_contact',
    );
    // Nothing was created: the number gets a code request answered, but no code.
    const before = (await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[];
    await expect(requestCode('+15557770002')).resolves.toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect((await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[]).toHaveLength(before.length);
  });

  it("refuses a sign-up with a contact already on someone's profile", async () => {
    // The demo rider's profile holds this e-mail; it is not a sign-in alias.
    await expect(signUp({ email: 'riley@wayfare.example' })).rejects.toThrow('user exists');
  });

  it("refuses an unapproved driver with 'require approval' before any code is sent", async () => {
    const before = (await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[];
    await expect(requestCode(unapprovedDriverContact)).rejects.toThrow(/require approval/);
    const after = (await (await fetch(twin.outputs.outboxUrl)).json()) as unknown[];
    expect(after).toHaveLength(before.length);
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

    const outbox = async () =>
      (await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string; channel: string; body: string }[];
    const byEmail = await requestCode('bea@wayfare.example', 'email');
    expect(byEmail.ChallengeParameters).toMatchObject({
      channel: 'email',
      destination: 'b***@wayfare.example',
    });
    expect((await outbox()).at(-1)).toMatchObject({ to: 'bea@wayfare.example', channel: 'email' });
    const code = /\b(\d{6})\b/.exec((await outbox()).at(-1)!.body)![1];
    const signedIn = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: twin.outputs.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: byEmail.Session,
        ChallengeResponses: { USERNAME: byEmail.ChallengeParameters!.USERNAME!, ANSWER: code },
      }),
    );
    expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    const bySms = await requestCode('+15557770004', 'sms');
    expect(bySms.ChallengeParameters).toMatchObject({ channel: 'sms', destination: '+*******0004' });
    expect((await outbox()).at(-1)).toMatchObject({ to: '+15557770004', channel: 'sms' });
  });

  it('keeps the channel of a sign-in start for 5 minutes, the latest start winning', async () => {
    // The twin set the environment the lambdas read; their repositories reach its DynamoDB Local.
    const { signInAttempts } = await import('@wayfare/lambdas/src/deps');
    const attempts = signInAttempts();
    const start = Date.UTC(2030, 0, 1, 12);
    await attempts.record('attempt-user', 'email', start);
    await expect(attempts.channelFor('attempt-user', start + 5 * 60_000 - 1)).resolves.toBe('email');
    await expect(attempts.channelFor('attempt-user', start + 5 * 60_000)).resolves.toBeUndefined();
    await attempts.record('attempt-user', 'sms', start + 1000);
    await expect(attempts.channelFor('attempt-user', start + 2000)).resolves.toBe('sms');
    await expect(attempts.channelFor('someone-else', start)).resolves.toBeUndefined();
  });

  describe('a contact with no account', () => {
    const outbox = async () => (await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string }[];

    it('gets the same answer as a contact with one, and no code', async () => {
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
      expect(await outbox()).toHaveLength(before.length);

      // Every answer is wrong; the third ends the sign-in as a wrong code does for anyone.
      const answer = (session: string | undefined) =>
        cognito.send(
          new RespondToAuthChallengeCommand({
            ClientId: twin.outputs.userPoolClientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: session,
            ChallengeResponses: { USERNAME: unknown.ChallengeParameters!.USERNAME!, ANSWER: '123456' },
          }),
        );
      const second = await answer(unknown.Session);
      const third = await answer(second.Session);
      await expect(answer(third.Session)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    });

    it("is held to the code limit as a real contact is: 5 requests an hour, then 'too_many_codes'", async () => {
      const contact = '+15557770009';
      for (let i = 0; i < 5; i += 1) await expect(requestCode(contact)).resolves.toBeDefined();
      await expect(requestCode(contact)).rejects.toThrow(/too_many_codes/);
      expect((await outbox()).filter(({ to }) => to === contact)).toEqual([]);
    });
  });

  it("sends 5 codes to one contact in an hour, then answers 'too_many_codes'", async () => {
    const contact = '+15557770003';
    await signUp({ phone_number: contact });
    for (let i = 0; i < 5; i += 1) await expect(requestCode(contact)).resolves.toBeDefined();
    await expect(requestCode(contact)).rejects.toThrow(/too_many_codes/);
    // Another contact is not affected.
    await expect(requestCode(twin.outputs.demoAccounts.rider)).resolves.toBeDefined();
  });
});
