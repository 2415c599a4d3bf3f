/** Sign-in on the twin: first sign-up of a new contact, the unapproved driver, and the per-contact code limit. */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Twin } from '@wayfare/infra/local/twin';
import { unapprovedDriverContact } from '@wayfare/infra/local/seed/demo-accounts';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

const ME = `{ me { uid usertype approved walletBalance referralId regType mobile email } }`;

describe('sign-in and sign-up on the twin', () => {
  let twin: Twin;
  let cognito: CognitoIdentityProviderClient;

  beforeAll(async () => {
    twin = await startTestTwin();
    cognito = new CognitoIdentityProviderClient({
      endpoint: twin.outputs.userPoolEndpoint,
      region: twin.outputs.region,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
  });
  afterAll(async () => {
    cognito?.destroy();
    await twin?.close();
  });

  const requestCode = (contact: string) =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: twin.outputs.userPoolClientId,
        AuthParameters: { USERNAME: contact },
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

  it('signs up an unknown contact as an approved rider with wallet 0 and a referral id', async () => {
    const contact = '+15557770001';
    await expect(requestCode(contact)).rejects.toMatchObject({ name: 'UserNotFoundException' });
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

  it("refuses a sign-up carrying a second, unproven contact (someone else's e-mail)", async () => {
    await expect(signUp({ phone_number: '+15557770002', email: 'admin@wayfare.example' })).rejects.toThrow(
      'sign_up_contact',
    );
    await expect(requestCode('+15557770002')).rejects.toMatchObject({ name: 'UserNotFoundException' });
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

  it("sends 5 codes to one contact in an hour, then answers 'too_many_codes'", async () => {
    const contact = '+15557770003';
    await signUp({ phone_number: contact });
    for (let i = 0; i < 5; i += 1) await expect(requestCode(contact)).resolves.toBeDefined();
    await expect(requestCode(contact)).rejects.toThrow(/too_many_codes/);
    // Another contact is not affected.
    await expect(requestCode(twin.outputs.demoAccounts.rider)).resolves.toBeDefined();
  });
});
