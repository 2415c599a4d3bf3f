import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCognitoTwin } from './cognito-twin';
import {
  ADMIN_CREDENTIALS,
  CLIENT_ID,
  REGION,
  startTestTwin,
  twinClient,
  USER_POOL_ID,
} from './twin.fixture';

let dir: string;
let dataFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cognito-twin-'));
  dataFile = join(dir, 'state', 'cognito.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps users, groups, the signing key and live refresh tokens across a restart', async () => {
    const first = await startTestTwin({ dataFile });
    await first.signUp('rider-1', { email: 'rider@example.com' });
    await first.addToGroup('rider-1', 'rider');
    const kept = await first.signIn('rider-1');
    const revoked = await first.signIn('rider-1');
    await first.client.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: revoked.RefreshToken }));
    const port = Number(new URL(first.twin.url).port);
    await first.close();

    expect(readdirSync(join(dir, 'state'))).toEqual(['cognito.json']);
    const onDisk = readFileSync(dataFile, 'utf8');
    expect(onDisk).not.toContain(kept.RefreshToken);

    const second = await startTestTwin({ dataFile, port });
    try {
      const user = await second.client.send(
        new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: 'rider@example.com' }),
      );
      expect(user).toMatchObject({ Username: 'rider-1', UserStatus: 'CONFIRMED', Enabled: true });
      const groups = await second.client.send(
        new AdminListGroupsForUserCommand({ UserPoolId: USER_POOL_ID, Username: 'rider-1' }),
      );
      expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['rider']);

      expect(await second.twin.verifyToken(kept.AccessToken, 'access')).toMatchObject({
        username: 'rider-1',
      });
      await expect(
        second.client.send(new GetUserCommand({ AccessToken: kept.AccessToken })),
      ).resolves.toMatchObject({ Username: 'rider-1' });
      const refresh = (token: string) =>
        second.client.send(
          new InitiateAuthCommand({
            ClientId: CLIENT_ID,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: token },
          }),
        );
      await expect(refresh(kept.RefreshToken)).resolves.toMatchObject({
        AuthenticationResult: expect.anything(),
      });
      await expect(refresh(revoked.RefreshToken)).rejects.toThrow(
        expect.objectContaining({ name: 'NotAuthorizedException' }),
      );
      expect(await second.twin.verifyToken(revoked.AccessToken, 'access')).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('keeps nothing without a data file', async () => {
    const first = await startTestTwin();
    await first.signUp('rider-1', { email: 'rider@example.com' });
    await first.close();
    const second = await startTestTwin();
    const client = twinClient(second.twin.url);
    await expect(
      client.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: 'rider-1' })),
    ).rejects.toThrow(expect.objectContaining({ name: 'UserNotFoundException' }));
    client.destroy();
    await second.close();
  });

  it.each([
    ['a corrupt file', '{"version": 1, "users": '],
    ['another kind of file', '{"hello": "world"}'],
    [
      'another pool',
      JSON.stringify({
        version: 1,
        userPoolId: 'eu-west-1_Other',
        privateKeyPem: 'x',
        users: [],
        refreshSessions: [],
      }),
    ],
  ])('refuses to start on %s rather than lose it', async (_name, content) => {
    const file = join(dir, 'cognito.json');
    writeFileSync(file, content);
    const triggers = {
      preSignUp: async <E>(e: E) => e,
      postConfirmation: async <E>(e: E) => e,
      preAuthentication: async <E>(e: E) => e,
      defineAuthChallenge: async <E>(e: E) => e,
      createAuthChallenge: async <E>(e: E) => e,
      verifyAuthChallengeResponse: async <E>(e: E) => e,
    };
    await expect(
      startCognitoTwin({
        region: REGION,
        userPoolId: USER_POOL_ID,
        clientId: CLIENT_ID,
        dataFile: file,
        triggers,
        adminCredentials: ADMIN_CREDENTIALS,
      }),
    ).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe(content);
  });
});
