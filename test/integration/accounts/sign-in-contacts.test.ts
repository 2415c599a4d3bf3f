/**
 * Sign-in codes go only to proven contacts, and a trigger's unexpected failure reaches the client
 * as a message key, never as its internal text. An unverified contact is what a signed-in user
 * gets by changing its own Cognito e-mail or phone (UpdateUserAttributes); the accounts here are
 * made through the admin API in that state.
 */
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Twin } from '@wayfare/infra/local/twin';
import { waitForCode } from '../../e2e/support/outbox';
import { startTestTwin } from '../../support/twin';
import { twinCognitoClient } from '../../support/cognito-sign-in';

describe('sign-in codes and proven contacts on the twin', () => {
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

  async function createAccount(attributes: Record<string, string>): Promise<string> {
    const username = crypto.randomUUID();
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: twin.outputs.userPoolId,
        Username: username,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        MessageAction: 'SUPPRESS',
      }),
    );
    return username;
  }

  const requestCode = (username: string) =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: twin.outputs.userPoolClientId,
        AuthParameters: { USERNAME: username },
      }),
    );

  const messagesTo = async (to: string) =>
    ((await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string }[]).filter((m) => m.to === to);

  it('sends the code to the verified e-mail, never to a phone the user set but did not prove', async () => {
    const email = 'proven@wayfare.example';
    const unproven = '+15557779001';
    const username = await createAccount({
      email,
      email_verified: 'true',
      phone_number: unproven,
      phone_number_verified: 'false',
    });
    const requestedAt = new Date();

    const challenge = await requestCode(username);

    expect(challenge.ChallengeParameters).toMatchObject({ channel: 'email' });
    const code = await waitForCode(twin.outputs.outboxUrl, email, requestedAt);
    expect(await messagesTo(unproven)).toEqual([]);
    const signedIn = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: twin.outputs.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: username, ANSWER: code },
      }),
    );
    expect(signedIn.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it("refuses an account with no proven contact with 'login error', revealing nothing internal", async () => {
    const unproven = '+15557779002';
    const username = await createAccount({ phone_number: unproven, phone_number_verified: 'false' });

    const refusal = await requestCode(username).catch((error: unknown) => error as Error);

    expect(refusal).toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'CreateAuthChallenge failed with error login error.',
    });
    expect(await messagesTo(unproven)).toEqual([]);
  });
});
