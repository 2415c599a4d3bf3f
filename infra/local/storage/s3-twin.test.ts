import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newCredentials } from '../support/kept-secrets';
import { startS3Twin, type S3Twin } from './s3-twin';

const BUCKET = 'images';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);

let twin: S3Twin;
let dataDir: string;
let client: S3Client;
const CREDENTIALS = newCredentials();

/** The backend's S3 client on the twin (lambdas/src/deps.ts). */
const clientFor = (credentials = CREDENTIALS) =>
  new S3Client({
    region: 'us-east-1',
    endpoint: twin.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials,
  });

/** A presigned upload as the image service makes it: type and length signed. */
const uploadUrl = (key: string, contentType = 'image/png', contentLength = PNG.length, signer = client) =>
  getSignedUrl(
    signer,
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    }),
    { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']) },
  );

const put = (url: string, body: Uint8Array, contentType: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wayfare-s3-test-'));
  twin = await startS3Twin({ dataDir, bucket: BUCKET, credentials: CREDENTIALS });
  client = clientFor();
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'profiles/u1/seed.png', Body: PNG }));
});
afterAll(async () => {
  await twin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the twin images bucket', () => {
  it('takes a presigned upload of the signed type and size, and serves it on a presigned read', async () => {
    const key = 'profiles/u1/photo.png';
    expect((await put(await uploadUrl(key), PNG, 'image/png')).status).toBe(200);

    const read = await fetch(
      await getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: key }), { expiresIn: 60 }),
    );
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG);
  });

  it('refuses an upload of another content type or another length than signed', async () => {
    const key = 'profiles/u1/other.png';
    const url = await uploadUrl(key);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await put(url, PNG, 'text/html')).status).toBe(403);
    expect((await put(url, Buffer.concat([PNG, PNG]), 'image/png')).status).toBe(403);
    expect((await put(url, html, 'image/png')).status).toBe(403);
    const refused = await put(url, PNG, 'image/webp');
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(
      await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).catch((e: Error) => e.name),
    ).toBe('NotFound');
  });

  it('refuses unsigned reads, writes and listings', async () => {
    const object = `${twin.endpoint}/${BUCKET}/profiles/u1/seed.png`;
    const read = await fetch(object);
    expect(read.status).toBe(403);
    expect(await read.text()).toContain('<Code>AccessDenied</Code>');
    expect((await fetch(object, { method: 'HEAD' })).status).toBe(403);
    expect((await fetch(object, { method: 'PUT', body: PNG })).status).toBe(403);
    expect((await fetch(object, { method: 'DELETE' })).status).toBe(403);
    for (const listing of [`/${BUCKET}`, `/${BUCKET}/`, `/${BUCKET}?list-type=2`, '/']) {
      const answer = await fetch(`${twin.endpoint}${listing}`);
      expect({ listing, status: answer.status }).toEqual({ listing, status: 403 });
      expect(await answer.text()).not.toContain('seed.png');
    }
  });

  it('refuses a tampered, expired or foreign-key signature', async () => {
    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: BUCKET, Key: 'profiles/u1/seed.png' }),
      {
        expiresIn: 60,
      },
    );
    expect((await fetch(url.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=x'))).status).toBe(403);
    expect((await fetch(url.replace('seed.png', 'other.png'))).status).toBe(403);

    const expired = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: BUCKET, Key: 'profiles/u1/seed.png' }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 10 * 60_000) },
    );
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');

    const stranger = clientFor({ accessKeyId: 'AKIAOTHER', secretAccessKey: 'guessed' });
    expect(
      (await put(await uploadUrl('profiles/u1/x.png', 'image/png', PNG.length, stranger), PNG, 'image/png'))
        .status,
    ).toBe(403);
  });

  it("refuses s3rver's well-known key, in a header and in a presigned URL", async () => {
    const wellKnown = clientFor({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const key = 'profiles/u1/seed.png';
    await expect(wellKnown.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(
      wellKnown.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'profiles/u1/planted.png', Body: PNG })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    const read = await getSignedUrl(wellKnown, new GetObjectCommand({ Bucket: BUCKET, Key: key }), {
      expiresIn: 60,
    });
    expect((await fetch(read)).status).toBe(403);
    wellKnown.destroy();
  });

  it("answers the backend's signed calls: head, ranged read, delete", async () => {
    const key = 'profiles/u1/seed.png';
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentLength).toBe(PNG.length);
    const first = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: 'bytes=0-3' }));
    expect(Buffer.from(await first.Body!.transformToByteArray())).toEqual(PNG.subarray(0, 4));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
  });

  it('lets a browser preflight an upload without credentials', async () => {
    const preflight = await fetch(`${twin.endpoint}/${BUCKET}/profiles/u1/photo.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
  });
});
