import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { generatePrivateKeyPem, loadSigningKey } from './signing-key';
import { CLIENT_ID, decodeClaims, startTestTwin, USER_POOL_ID, type TestTwin } from './twin.fixture';

let t: TestTwin;

beforeEach(async () => {
  t = await startTestTwin();
  await t.signUp('driver-1', { email: 'driver@example.com', phone_number: '+15550100001' });
});
afterEach(() => t.close());

const refreshAuth = (refreshToken: string) =>
  t.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
const getUser = (accessToken: string) => t.client.send(new GetUserCommand({ AccessToken: accessToken }));
const notAuthorized = (message: string) =>
  expect.objectContaining({ name: 'NotAuthorizedException', message });

describe('refresh', () => {
  it('issues new tokens that reflect the current groups and keep the sign-in session', async () => {
    const tokens = await t.signIn('driver-1');
    expect(decodeClaims(tokens.AccessToken)['cognito:groups']).toBeUndefined();
    await t.addToGroup('driver-1', 'driver');
    t.clock.advance(60_000);

    const refreshed = (await refreshAuth(tokens.RefreshToken)).AuthenticationResult!;
    expect(refreshed.RefreshToken).toBeUndefined();
    const access = (await t.twin.verifyToken(refreshed.AccessToken!, 'access'))!;
    const original = decodeClaims(tokens.AccessToken);
    expect(access['cognito:groups']).toEqual(['driver']);
    expect(access.origin_jti).toBe(original.origin_jti);
    expect(access.auth_time).toBe(original.auth_time);
    expect(access.iat).toBe((original.iat as number) + 60);
    expect(decodeClaims(refreshed.IdToken!)['cognito:groups']).toEqual(['driver']);

    const viaNewApi = await t.client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.RefreshToken }),
    );
    expect(viaNewApi.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    const viaLegacyName = await t.client.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
      }),
    );
    expect(viaLegacyName.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('refuses unknown and expired refresh tokens', async () => {
    await expect(refreshAuth('garbage')).rejects.toThrow(notAuthorized('Invalid Refresh Token'));
    const tokens = await t.signIn('driver-1');
    t.clock.advance(30 * 24 * 3600_000);
    await expect(refreshAuth(tokens.RefreshToken)).rejects.toThrow(
      notAuthorized('Refresh Token has expired'),
    );
  });
});

describe('revocation', () => {
  it('RevokeToken ends that session only', async () => {
    const phone = await t.signIn('+15550100001');
    const laptop = await t.signIn('driver@example.com');
    await t.client.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: phone.RefreshToken }));

    await expect(refreshAuth(phone.RefreshToken)).rejects.toThrow(notAuthorized('Invalid Refresh Token'));
    await expect(getUser(phone.AccessToken)).rejects.toThrow(notAuthorized('Access Token has been revoked'));
    expect(await t.twin.verifyToken(phone.AccessToken, 'access')).toBeNull();
    expect(await t.twin.verifyToken(phone.IdToken, 'id')).toBeNull();

    expect(await t.twin.verifyToken(laptop.AccessToken, 'access')).not.toBeNull();
    await expect(refreshAuth(laptop.RefreshToken)).resolves.toBeDefined();
    // Revoking again is harmless.
    await expect(
      t.client.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: phone.RefreshToken })),
    ).resolves.toBeDefined();
  });

  it.each([
    [
      'GlobalSignOut',
      (tokens: { AccessToken: string }) => new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }),
    ],
    [
      'AdminUserGlobalSignOut',
      () => new AdminUserGlobalSignOutCommand({ UserPoolId: USER_POOL_ID, Username: 'driver-1' }),
    ],
  ])('%s ends every session of the user', async (_name, command) => {
    const first = await t.signIn('driver-1');
    const second = await t.signIn('driver-1');
    await t.client.send(command(first) as GlobalSignOutCommand);

    for (const tokens of [first, second]) {
      expect(await t.twin.verifyToken(tokens.AccessToken, 'access')).toBeNull();
      await expect(refreshAuth(tokens.RefreshToken)).rejects.toThrow(notAuthorized('Invalid Refresh Token'));
    }
    await expect(getUser(second.AccessToken)).rejects.toThrow(notAuthorized('Access Token has been revoked'));
  });
});

describe('token checks', () => {
  it('rejects expired access tokens, while the refresh token still works', async () => {
    const tokens = await t.signIn('driver-1');
    t.clock.advance(3600_000);
    await expect(getUser(tokens.AccessToken)).rejects.toThrow(notAuthorized('Access Token has expired'));
    expect(await t.twin.verifyToken(tokens.AccessToken, 'access')).toBeNull();
    const refreshed = (await refreshAuth(tokens.RefreshToken)).AuthenticationResult!;
    await expect(getUser(refreshed.AccessToken!)).resolves.toMatchObject({ Username: 'driver-1' });
  });

  it('rejects forged, tampered, malformed and misused tokens', async () => {
    const tokens = await t.signIn('driver-1');
    const claims = decodeClaims(tokens.AccessToken);
    const forged = loadSigningKey(generatePrivateKeyPem()).signJwt(claims);
    const [header, , signature] = tokens.AccessToken.split('.');
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, username: 'admin-1' })).toString('base64url'),
      signature,
    ].join('.');

    for (const token of [forged, tampered, 'not-a-jwt', 'a.b.c', tokens.IdToken]) {
      expect(await t.twin.verifyToken(token, 'access')).toBeNull();
      await expect(getUser(token)).rejects.toThrow(notAuthorized('Invalid Access Token'));
    }
    expect(await t.twin.verifyToken(tokens.AccessToken, 'id')).toBeNull();
  });

  it('publishes a JWKS that a standard verifier accepts', async () => {
    const tokens = await t.signIn('driver-1');
    // aws-jwt-verify fetches only over https, so hand it the JWKS served over http.
    const jwks = (await (await fetch(t.twin.jwksUrl)).json()) as Jwks;
    const idVerifier = JwtRsaVerifier.create({
      issuer: t.twin.issuer,
      audience: CLIENT_ID,
      jwksUri: t.twin.jwksUrl,
    });
    idVerifier.cacheJwks(jwks);
    await expect(idVerifier.verify(tokens.IdToken)).resolves.toMatchObject({
      token_use: 'id',
      'cognito:username': 'driver-1',
    });
    const accessVerifier = JwtRsaVerifier.create({
      issuer: t.twin.issuer,
      audience: null,
      jwksUri: t.twin.jwksUrl,
    });
    accessVerifier.cacheJwks(jwks);
    await expect(accessVerifier.verify(tokens.AccessToken)).resolves.toMatchObject({ client_id: CLIENT_ID });
  });
});
