/**
 * The twin takes only the key pair it made for itself (docs/local-twin.md): the well-known keys of
 * the tools it stands on (s3rver's `S3RVER`, `local/local`) and unsigned admin calls are refused
 * by its bucket, its Cognito admin API and AppSync's IAM mode, while the backend, signing with the
 * twin's own pair, keeps working (the seed below went through all three).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SigV4Credentials } from '@wayfare/infra/local/support/sigv4';
import type { Twin } from '@wayfare/infra/local/twin';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import { twinCognitoClient } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';

const WELL_KNOWN: SigV4Credentials[] = [
  { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  { accessKeyId: 'local', secretAccessKey: 'local' },
];
const PUBLISH = 'mutation { publishTracking(entry: "{}") { bookingId } }';

describe("the twin's credentials", () => {
  let twin: Twin;
  beforeAll(async () => {
    twin = await startTestTwin();
  }, 180_000);
  afterAll(() => twin?.close());

  /** A POST to the API signed as the backend's publisher signs it (SigV4, service appsync). */
  async function signedPublish(credentials: SigV4Credentials): Promise<Response> {
    const url = new URL(twin.outputs.graphqlUrl);
    const body = JSON.stringify({ query: PUBLISH });
    const signed = await new SignatureV4({
      service: 'appsync',
      region: twinConfig.region,
      credentials,
      sha256: Sha256,
    }).sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    });
    return fetch(url, { method: 'POST', headers: signed.headers, body });
  }

  const bucketHead = async (credentials: SigV4Credentials) => {
    const s3 = new S3Client({
      region: twinConfig.region,
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials,
    });
    try {
      return await s3
        .send(new HeadObjectCommand({ Bucket: twinConfig.imagesBucket, Key: 'car-types/none.png' }))
        .catch((error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode);
    } finally {
      s3.destroy();
    }
  };

  const listUsers = async (credentials?: SigV4Credentials) => {
    const cognito = twinCognitoClient(twin.outputs, credentials);
    try {
      return await cognito
        .send(new ListUsersCommand({ UserPoolId: twin.outputs.userPoolId, Limit: 1 }))
        .then((page) => page.Users?.length)
        .catch((error: Error) => error.name);
    } finally {
      cognito.destroy();
    }
  };

  it('refuses the well-known keys at the bucket, the Cognito admin API and the IAM mode', async () => {
    for (const key of WELL_KNOWN) {
      expect(await bucketHead(key)).toBe(403);
      expect(await listUsers(key)).toBe('UnrecognizedClientException');
      expect((await signedPublish(key)).status).toBe(401);
    }
    expect(await listUsers()).toBe('UnrecognizedClientException');
  });

  it("takes the twin's own key pair, made for it and not a well-known one", async () => {
    expect(WELL_KNOWN.map((key) => key.accessKeyId)).not.toContain(twin.credentials.accessKeyId);
    expect(await bucketHead(twin.credentials)).toBe(404);
    expect(await listUsers(twin.credentials)).toBe(1);
    expect((await signedPublish(twin.credentials)).status).toBe(200);
  });
});
