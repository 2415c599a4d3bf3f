import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { IAM, asRider, startTestTwin, type TestTwin } from './appsync-twin.test-kit';

let twin: TestTwin;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(() => twin.close());

const PUBLISH = 'mutation { publishBooking(id: "rider-booking", status: "ACCEPTED") { id status } }';

/** A POST signed as AWS SDK clients sign AppSync calls (SigV4, service appsync). */
async function signedPost(body: string, credentials = IAM, tamper: (b: string) => string = (b) => b) {
  const url = new URL(twin.url);
  const signer = new SignatureV4({ service: 'appsync', region: 'us-east-1', credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    headers: { host: url.host, 'content-type': 'application/json' },
    body,
  });
  return fetch(url, { method: 'POST', headers: signed.headers, body: tamper(body) });
}

it('runs an @aws_iam mutation for a correctly signed request, with an IAM identity', async () => {
  const response = await signedPost(JSON.stringify({ query: PUBLISH }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: { publishBooking: { id: 'rider-booking', status: 'ACCEPTED' } },
  });
  expect(twin.events.at(-1)?.identity).toMatchObject({
    accountId: IAM.accountId,
    userArn: expect.stringContaining('test-key'),
  });
});

it('refuses a wrong secret and a body changed after signing with 401', async () => {
  const body = JSON.stringify({ query: PUBLISH });
  expect((await signedPost(body, { ...IAM, secretAccessKey: 'guessed' })).status).toBe(401);
  expect((await signedPost(body, IAM, (b) => b.replace('ACCEPTED', 'CANCELLED'))).status).toBe(401);
});

it('does not let a user-pool caller use the IAM-only mutation', async () => {
  const response = await fetch(twin.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asRider },
    body: JSON.stringify({ query: PUBLISH }),
  });
  const answer = (await response.json()) as { errors?: { errorType: string }[] };
  expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
});
