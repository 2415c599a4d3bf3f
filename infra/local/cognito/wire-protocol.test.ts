import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import {
  startTestTwin,
  ADMIN_CREDENTIALS,
  CLIENT_ID,
  REGION,
  USER_POOL_ID,
  type TestTwin,
} from './twin.fixture';

let t: TestTwin;

beforeAll(async () => {
  t = await startTestTwin();
});
afterAll(() => t.close());

const call = (target: string | undefined, body: string) =>
  fetch(`${t.twin.url}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', ...(target ? { 'x-amz-target': target } : {}) },
    body,
  });

/** An admin operation as the SDK sends it: signed with the twin's key (an unsigned one is refused). */
async function signedCall(target: string, body: string) {
  const url = new URL(`${t.twin.url}/`);
  const signer = new SignatureV4({
    service: 'cognito-idp',
    region: REGION,
    credentials: ADMIN_CREDENTIALS,
    sha256: Sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: '/',
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body,
  });
  return fetch(url, { method: 'POST', headers: signed.headers, body });
}

async function expectError(response: Response, type: string, message?: string | RegExp) {
  expect(response.status).toBe(400);
  expect(response.headers.get('x-amzn-errortype')).toBe(type);
  expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
  const body = (await response.json()) as { __type: string; message: string };
  expect(body.__type).toBe(type);
  if (message) expect(body.message).toMatch(message);
}

const target = (op: string) => `AWSCognitoIdentityProviderService.${op}`;

describe('wire protocol', () => {
  it('answers a CORS preflight', async () => {
    const response = await fetch(`${t.twin.url}/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-amz-target,x-amz-user-agent',
    );
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
  });

  it('serves the JWKS at the pool path, with the kid the tokens carry', async () => {
    const response = await fetch(t.twin.jwksUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { keys } = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(keys).toEqual([
      expect.objectContaining({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        kid: expect.any(String),
        n: expect.any(String),
        e: 'AQAB',
      }),
    ]);
    expect(t.twin.jwksUrl).toBe(`${t.twin.url}/${USER_POOL_ID}/.well-known/jwks.json`);

    await t.signUp('rider-1', { email: 'rider@example.com' });
    const tokens = await t.signIn('rider-1');
    const header = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ kid: keys[0].kid, alg: 'RS256' });
  });

  it.each([
    ['malformed JSON', target('InitiateAuth'), '{"ClientId": ', 'SerializationException'],
    ['a JSON array', target('InitiateAuth'), '[1,2]', 'SerializationException'],
    ['an unknown operation', target('CreateUserPool'), '{}', 'UnknownOperationException'],
    ['an inherited property name as operation', target('toString'), '{}', 'UnknownOperationException'],
    ['no target header', undefined, '{}', 'UnknownOperationException'],
    ['another service', 'AmazonDynamoDB_20120810.GetItem', '{}', 'UnknownOperationException'],
  ])('answers %s with %s', async (_name, targetHeader, body, type) => {
    await expectError(await call(targetHeader, body), type);
  });

  it.each([
    ['InitiateAuth', {}, /Value null at 'clientId'/],
    ['InitiateAuth', { ClientId: CLIENT_ID }, /Value null at 'authFlow'/],
    ['InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'CUSTOM_AUTH' }, 'Missing required parameter USERNAME'],
    [
      'InitiateAuth',
      { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} },
      'USER_PASSWORD_AUTH flow not enabled for this client',
    ],
    ['InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'MAGIC' }, /failed to satisfy constraint/],
    [
      'InitiateAuth',
      { ClientId: CLIENT_ID, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 7 } },
      /map of strings/,
    ],
    [
      'RespondToAuthChallenge',
      {
        ClientId: CLIENT_ID,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: 's',
        ChallengeResponses: { USERNAME: 'x' },
      },
      'Missing required parameter ANSWER',
    ],
    ['SignUp', { ClientId: CLIENT_ID, Username: 42 }, /must be a string/],
    [
      'AdminCreateUser',
      { UserPoolId: USER_POOL_ID, Username: 'x', UserAttributes: 'email' },
      /list of \{ Name, Value \}/,
    ],
    ['ListUsers', { UserPoolId: USER_POOL_ID, Limit: 'ten' }, /integer/],
  ])('validates %s %j', async (op, body, message) => {
    const send = op.startsWith('Admin') || op === 'ListUsers' ? signedCall : call;
    await expectError(await send(target(op), JSON.stringify(body)), 'InvalidParameterException', message);
  });

  it('names an unknown client or pool', async () => {
    await expectError(
      await call(
        target('InitiateAuth'),
        JSON.stringify({ ClientId: 'nope', AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'a' } }),
      ),
      'ResourceNotFoundException',
      'User pool client nope does not exist.',
    );
    await expectError(
      await signedCall(target('ListUsers'), JSON.stringify({ UserPoolId: 'eu-west-1_Nope' })),
      'ResourceNotFoundException',
    );
  });

  it('treats a garbage access token as NotAuthorized', async () => {
    await expectError(
      await call(target('GetUser'), JSON.stringify({ AccessToken: '...' })),
      'NotAuthorizedException',
      'Invalid Access Token',
    );
  });

  it('answers 404 elsewhere and keeps serving after bad requests', async () => {
    expect((await fetch(`${t.twin.url}/nowhere`)).status).toBe(404);
    const response = await signedCall(target('ListUsers'), JSON.stringify({ UserPoolId: USER_POOL_ID }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amzn-requestid')).toEqual(expect.any(String));
    expect(await response.json()).toEqual({ Users: expect.any(Array) });
  });
});
