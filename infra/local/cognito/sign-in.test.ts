import {
  AdminDisableUserCommand,
  GetUserCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  UserLambdaValidationException,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLIENT_ID, startTestTwin, USER_POOL_ID, type TestTwin } from './twin.fixture';

let t: TestTwin;
let sub: string;

beforeEach(async () => {
  t = await startTestTwin();
  sub = await t.signUp('rider-1', {
    email: 'Rider@Example.com',
    phone_number: '+15550104567',
    given_name: 'Ada',
  });
});
afterEach(() => t.close());

const initiate = (username: string, channel?: string) =>
  t.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username },
      ClientMetadata: channel ? { channel } : undefined,
    }),
  );
const respond = (session: string | undefined, answer: string, username = 'rider-1') =>
  t.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: CLIENT_ID,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: answer },
    }),
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('CUSTOM_AUTH sign-in', () => {
  it('signs in with the e-mail alias in any case and a code sent by e-mail', async () => {
    const challenge = await initiate('rider@EXAMPLE.com', 'email');
    expect(challenge.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(challenge.ChallengeParameters).toEqual({
      USERNAME: 'rider-1',
      channel: 'email',
      destination: 'R***@Example.com',
    });
    expect(t.outbox).toEqual([
      { channel: 'email', to: 'Rider@Example.com', code: expect.stringMatching(/^\d{6}$/) },
    ]);

    const result = await respond(challenge.Session, t.lastCode());
    const tokens = result.AuthenticationResult!;
    expect(tokens).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', RefreshToken: expect.any(String) });

    const access = await t.twin.verifyToken(tokens.AccessToken!, 'access');
    expect(access).toMatchObject({
      sub,
      iss: t.twin.issuer,
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'rider-1',
      origin_jti: expect.any(String),
      jti: expect.any(String),
    });
    expect((access!.exp as number) - (access!.iat as number)).toBe(3600);
    const id = await t.twin.verifyToken(tokens.IdToken!, 'id');
    expect(id).toMatchObject({
      sub,
      aud: CLIENT_ID,
      token_use: 'id',
      'cognito:username': 'rider-1',
      email: 'Rider@Example.com',
      email_verified: true,
      phone_number: '+15550104567',
      phone_number_verified: true,
      given_name: 'Ada',
      origin_jti: access!.origin_jti,
    });
    expect(t.twin.issuer).toBe(`${t.twin.url}/${USER_POOL_ID}`);

    const user = await t.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe('rider-1');
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'Rider@Example.com' },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
  });

  it('signs in with the phone number alias by SMS, and with the username', async () => {
    await t.signIn('+15550104567');
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'sms', to: '+15550104567' });
    await t.signIn('rider-1', 'email');
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'email' });
  });

  it("passes InitiateAuth's ClientMetadata to PreAuthentication only, and RespondToAuthChallenge's to the challenge triggers", async () => {
    t.triggerEvents.length = 0; // the sign-up's own triggers
    const challenge = await initiate('rider-1', 'email');
    const atStart = [...t.triggerEvents];
    expect(atStart.map(({ trigger }) => trigger)).toEqual([
      'preAuthentication',
      'defineAuthChallenge',
      'createAuthChallenge',
    ]);
    expect(atStart[0].request.validationData).toEqual({ channel: 'email' });
    expect(atStart[0].request).not.toHaveProperty('clientMetadata');
    for (const { request } of atStart.slice(1)) {
      expect(request.clientMetadata).toBeUndefined();
      expect(request).not.toHaveProperty('validationData');
    }
    // The channel still reached CreateAuthChallenge: PreAuthentication wrote it down.
    expect(t.outbox).toEqual([expect.objectContaining({ channel: 'email' })]);

    t.triggerEvents.length = 0;
    await t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: CLIENT_ID,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: 'rider-1', ANSWER: wrongCode(t.lastCode()) },
        ClientMetadata: { screen: 'login' },
      }),
    );
    expect(t.triggerEvents.map(({ trigger, request }) => [trigger, request.clientMetadata])).toEqual([
      ['verifyAuthChallengeResponse', { screen: 'login' }],
      ['defineAuthChallenge', { screen: 'login' }],
      ['createAuthChallenge', { screen: 'login' }],
    ]);
  });

  it('loops on a wrong code with a fresh session, reusing the sent code, and fails on the third', async () => {
    const challenge = await initiate('rider-1');
    const code = t.lastCode();

    const second = await respond(challenge.Session, wrongCode(code));
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(second.Session).not.toBe(challenge.Session);
    const third = await respond(second.Session, wrongCode(code));
    expect(third.ChallengeName).toBe('CUSTOM_CHALLENGE');

    await expect(respond(third.Session, wrongCode(code))).rejects.toThrow(
      expect.objectContaining({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    );
    expect(t.outbox).toHaveLength(1);
  });

  it('accepts the right code after a wrong one', async () => {
    const challenge = await initiate('rider-1');
    const retry = await respond(challenge.Session, wrongCode(t.lastCode()));
    const result = await respond(retry.Session, t.lastCode());
    expect(result.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('refuses a used, unknown or expired session', async () => {
    const challenge = await initiate('rider-1');
    await respond(challenge.Session, wrongCode(t.lastCode()));
    const invalidSession = expect.objectContaining({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    await expect(respond(challenge.Session, t.lastCode())).rejects.toThrow(invalidSession);
    await expect(respond('not-a-session', t.lastCode())).rejects.toThrow(invalidSession);

    const late = await initiate('rider-1');
    t.clock.advance(3 * 60_000);
    await expect(respond(late.Session, t.lastCode())).rejects.toThrow(invalidSession);
  });

  it('refuses a session answered for another user', async () => {
    await t.signUp('rider-2', { email: 'other@example.com' });
    const challenge = await initiate('rider-1');
    await expect(respond(challenge.Session, t.lastCode(), 'rider-2')).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });

  it('refuses an expired code and sends a fresh one', async () => {
    const challenge = await initiate('rider-1');
    const first = t.lastCode();
    t.clock.advance(150_000);
    const retry = await respond(challenge.Session, wrongCode(first));
    t.clock.advance(160_000); // 5 min 10 s after the first code was sent; the retry session is still open
    const afterExpiry = await respond(retry.Session, first);
    expect(afterExpiry.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(t.outbox).toHaveLength(2);
    const result = await respond(afterExpiry.Session, t.lastCode());
    expect(result.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('answers a name nobody has as it answers a user, and fails it after three wrong answers', async () => {
    const known = await initiate('rider@example.com', 'email');
    const unknown = await initiate('nobody@example.com', 'email');
    expect(unknown.ChallengeName).toBe(known.ChallengeName);
    expect(unknown.ChallengeParameters).toEqual({
      USERNAME: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      channel: 'email',
      destination: 'n***@example.com',
    });
    expect(unknown.Session).toEqual(expect.any(String));
    // A well-formed contact gets its code: entering it is how its account is made.
    expect(t.outbox.map(({ to }) => to)).toEqual(['Rider@Example.com', 'nobody@example.com']);
    const triggers = t.triggerEvents.filter(({ request }) => request.userNotFound === true);
    expect(triggers.map(({ trigger }) => trigger)).toEqual([
      'preAuthentication',
      'defineAuthChallenge',
      'createAuthChallenge',
    ]);

    const username = unknown.ChallengeParameters!.USERNAME!;
    const wrong = wrongCode(t.lastCode());
    const second = await respond(unknown.Session, wrong, username);
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const third = await respond(second.Session, wrong, username);
    await expect(respond(third.Session, wrong, username)).rejects.toThrow(
      expect.objectContaining({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    );
    // The made-up username stays the same for the same name, as a real one would.
    expect((await initiate('Nobody@example.com')).ChallengeParameters?.USERNAME).toBe(username);
  });

  it("passes a right code of a name nobody has to Verify, and Define's refusal back to the client", async () => {
    const unknown = await initiate('newcomer@example.com', 'email');
    const username = unknown.ChallengeParameters!.USERNAME!;
    await expect(respond(unknown.Session, t.lastCode(), username)).rejects.toThrow(
      expect.objectContaining({
        name: 'UserLambdaValidationException',
        message: 'DefineAuthChallenge failed with error account_created.',
      }),
    );
    const verified = t.triggerEvents
      .filter(({ trigger }) => trigger === 'verifyAuthChallengeResponse')
      .at(-1);
    expect(verified?.request).toMatchObject({ userNotFound: true, challengeAnswer: t.lastCode() });
  });

  it('rejects disabled users', async () => {
    await t.client.send(new AdminDisableUserCommand({ UserPoolId: USER_POOL_ID, Username: 'rider-1' }));
    await expect(initiate('rider-1')).rejects.toThrow(
      expect.objectContaining({ name: 'NotAuthorizedException', message: 'User is disabled.' }),
    );
  });

  it('reports a failing trigger as UserLambdaValidationException', async () => {
    await t.signUp('no-contact', { given_name: 'Nobody' });
    await expect(initiate('no-contact')).rejects.toBeInstanceOf(UserLambdaValidationException);
  });

  it('auto-confirms sign-ups and refuses alias-shaped usernames and duplicate aliases', async () => {
    await expect(t.signUp('someone@example.com', {})).rejects.toThrow(
      expect.objectContaining({ name: 'InvalidParameterException' }),
    );
    await expect(t.signUp('rider-3', { email: 'RIDER@example.com' })).rejects.toThrow(
      expect.objectContaining({ name: 'AliasExistsException' }),
    );
    await expect(t.signUp('rider-1', {})).rejects.toThrow(
      expect.objectContaining({ name: 'UsernameExistsException' }),
    );
  });
});
