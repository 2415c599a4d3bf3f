/**
 * AWS Signature Version 4, checked the way AWS checks it, for the twin's endpoints that take
 * signed requests (AppSync's IAM mode, the images bucket): the request is signed again with the
 * secret of its access key and accepted when the signatures match. Both forms: the Authorization
 * header (SDK calls) and the query string (presigned URLs).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { headerValue, type HeaderBag } from '../appsync/header-bag';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What a signature covers. `path` is as sent (still percent-encoded), `query` decoded. */
export interface SigV4Request {
  method: string;
  path: string;
  query?: Readonly<Record<string, string>>;
  headers: HeaderBag;
  body: string | Uint8Array;
}

export type SigV4Outcome =
  { ok: true; accessKeyId: string } | { ok: false; reason: 'unsigned' | 'expired' | 'mismatch' };

/** Header signatures older or newer than this are refused, as AWS does. */
const MAX_SKEW_MS = 5 * 60_000;
/** A presigned URL lives at most 7 days. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;
const CREDENTIAL_PATTERN = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;

/** The X-Amz-* parameters a presigned URL carries; the signer adds them again itself. */
const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

/** `20260101T120000Z` → Date. */
function amzDate(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

export const isSigV4 = (headers: HeaderBag): boolean =>
  headerValue(headers, 'authorization')?.startsWith('AWS4-HMAC-SHA256 ') ?? false;

export const isPresigned = (query: Readonly<Record<string, string>> | undefined): boolean =>
  query?.['X-Amz-Algorithm'] === 'AWS4-HMAC-SHA256';

const sameSignature = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function signerFor(service: string, region: string, credentials: SigV4Credentials) {
  return new SignatureV4({
    service,
    region,
    credentials,
    sha256: Sha256,
    // S3 signs the path as sent; other services sign it encoded once more.
    uriEscapePath: service !== 's3',
  });
}

/** The signed headers' values as the request carries them, and where it was sent. */
function target(request: SigV4Request, signedHeaderList: string) {
  const headers = Object.fromEntries(
    signedHeaderList.split(';').map((name) => [name, headerValue(request.headers, name) ?? '']),
  );
  const [hostname, port] = (headers.host ?? '').split(':');
  return { headers, hostname: hostname!, ...(port ? { port: Number(port) } : {}) };
}

/** Checks a request signed for `service` with one of the twin's keys. */
export async function verifySigV4(
  request: SigV4Request,
  credentials: SigV4Credentials,
  service: string,
  now: number = Date.now(),
): Promise<SigV4Outcome> {
  if (isSigV4(request.headers)) return verifyHeader(request, credentials, service, now);
  if (isPresigned(request.query)) return verifyQuery(request, credentials, service, now);
  return { ok: false, reason: 'unsigned' };
}

async function verifyHeader(
  request: SigV4Request,
  credentials: SigV4Credentials,
  service: string,
  now: number,
): Promise<SigV4Outcome> {
  const match = AUTH_PATTERN.exec(headerValue(request.headers, 'authorization') ?? '');
  const signedAt = amzDate(headerValue(request.headers, 'x-amz-date'));
  if (!match || !signedAt) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now - signedAt.getTime()) > MAX_SKEW_MS) return { ok: false, reason: 'expired' };
  const [, accessKeyId, , region, signedService, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId || signedService !== service)
    return { ok: false, reason: 'mismatch' };
  // The signer takes a declared payload hash as given: it must be the body's (S3 may leave it unsigned).
  const declaredHash = headerValue(request.headers, 'x-amz-content-sha256');
  const unsignedAllowed = service === 's3' && declaredHash === UNSIGNED_PAYLOAD;
  if (
    declaredHash !== undefined &&
    !unsignedAllowed &&
    declaredHash !== createHash('sha256').update(request.body).digest('hex')
  ) {
    return { ok: false, reason: 'mismatch' };
  }
  const resigned = await signerFor(service, region!, credentials).sign(
    {
      method: request.method,
      protocol: 'http:',
      ...target(request, signedHeaderList!),
      path: request.path,
      query: request.query ?? {},
      body: request.body,
    },
    { signingDate: signedAt },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1] ?? '';
  return sameSignature(expected, signature!)
    ? { ok: true, accessKeyId: accessKeyId! }
    : { ok: false, reason: 'mismatch' };
}

async function verifyQuery(
  request: SigV4Request,
  credentials: SigV4Credentials,
  service: string,
  now: number,
): Promise<SigV4Outcome> {
  const query = request.query ?? {};
  const credential = CREDENTIAL_PATTERN.exec(query['X-Amz-Credential'] ?? '');
  const signedAt = amzDate(query['X-Amz-Date']);
  const expiresIn = Number(query['X-Amz-Expires']);
  const signature = query['X-Amz-Signature'] ?? '';
  const signedHeaderList = query['X-Amz-SignedHeaders'] ?? '';
  if (!credential || !signedAt || !Number.isInteger(expiresIn) || !signedHeaderList.includes('host')) {
    return { ok: false, reason: 'mismatch' };
  }
  const [, accessKeyId, , region, signedService] = credential as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId || signedService !== service)
    return { ok: false, reason: 'mismatch' };
  if (
    expiresIn < 1 ||
    expiresIn > MAX_EXPIRES_SECONDS ||
    now > signedAt.getTime() + expiresIn * 1000 ||
    signedAt.getTime() - now > MAX_SKEW_MS
  ) {
    return { ok: false, reason: 'expired' };
  }
  const { headers, ...where } = target(request, signedHeaderList);
  const rest = Object.fromEntries(Object.entries(query).filter(([name]) => !PRESIGN_PARAMS.includes(name)));
  // The payload hash travels as a parameter; the signer reads it from the header it hoists, under
  // the name it was hoisted from (the parameter keeps the header's spelling).
  const { 'X-Amz-Content-Sha256': payloadHash, ...params } = rest;
  const signedNames = new Set(Object.keys(headers));
  const presigned = await signerFor(service, region!, credentials).presign(
    {
      method: request.method,
      protocol: 'http:',
      ...where,
      path: request.path,
      query: params,
      headers: { ...headers, ...(payloadHash ? { 'X-Amz-Content-Sha256': payloadHash } : {}) },
    },
    {
      signingDate: signedAt,
      expiresIn,
      signableHeaders: signedNames,
      // Signed x-amz-* headers stay headers, as they were sent.
      unhoistableHeaders: new Set([...signedNames].filter((name) => name.startsWith('x-amz-'))),
    },
  );
  const expected = String(presigned.query?.['X-Amz-Signature'] ?? '');
  return sameSignature(expected, signature)
    ? { ok: true, accessKeyId: accessKeyId! }
    : { ok: false, reason: 'mismatch' };
}
