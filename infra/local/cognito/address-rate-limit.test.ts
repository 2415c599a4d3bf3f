/**
 * The twin's web ACL stand-in: one address's code requests past the limit are refused as Cognito
 * refuses a blocked request, while another address and the other operations are still served.
 */
import { request } from 'node:http';
import { CLIENT_ID, startTestTwin, type TestTwin } from './twin.fixture';

const LIMIT = { requests: 3, windowSeconds: 60 };
let t: TestTwin;

beforeEach(async () => {
  t = await startTestTwin({ codeRequestLimit: LIMIT });
});
afterEach(() => t.close());

/** A Cognito call from `from` (a loopback address), answered with its error type or 'ok'. */
function call(operation: string, body: object, from = '127.0.0.1'): Promise<string> {
  const url = new URL(t.twin.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(String(answer.headers['x-amzn-errortype'] ?? 'ok')));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

const requestCode = (contact: string, from?: string) =>
  call(
    'InitiateAuth',
    { AuthFlow: 'CUSTOM_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: contact } },
    from,
  );

it("refuses an address's code requests past the limit, for any contact, until the window moves on", async () => {
  for (let n = 0; n < LIMIT.requests; n++) expect(await requestCode(`rider${n}@example.com`)).toBe('ok');
  const sentBefore = t.outbox.length;

  expect(await requestCode('other@example.com')).toBe('ForbiddenException');
  expect(await requestCode('rider0@example.com')).toBe('ForbiddenException');
  expect(t.outbox).toHaveLength(sentBefore);

  t.clock.advance(LIMIT.windowSeconds * 1000);
  expect(await requestCode('other@example.com')).toBe('ok');
});

it('still serves another address and the other operations of the limited one', async () => {
  for (let n = 0; n <= LIMIT.requests; n++) await requestCode(`rider${n}@example.com`);
  expect(await requestCode('rider0@example.com')).toBe('ForbiddenException');

  expect(await requestCode('rider0@example.com', '127.0.0.2')).toBe('ok');
  // Answering a code (RespondToAuthChallenge) is not a code request.
  expect(
    await call('RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: 'made-up',
      ChallengeResponses: { USERNAME: 'rider0@example.com', ANSWER: '000000' },
    }),
  ).not.toBe('ForbiddenException');
});
