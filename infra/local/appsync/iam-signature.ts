/**
 * AppSync's IAM auth mode on the twin: a SigV4-signed request (service appsync) is re-signed with
 * the secret of its access key and accepted when the signatures match. The twin knows one key
 * pair, the local credentials every twin client uses; the backend's publisher signs with it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AppSyncIdentityIAM } from 'aws-lambda';
import { headerValue, type HeaderBag } from './header-bag';

/** What a signature covers besides the headers. */
export interface SignedRequest {
  method: string;
  path: string;
  body: string;
}

export interface IamCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  accountId: string;
}

/** Signatures older or newer than this are refused, as AWS does. */
const MAX_SKEW_MS = 5 * 60_000;

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/appsync\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/** `20260101T120000Z` → Date. */
function amzDate(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

export const isSigV4 = (headers: HeaderBag): boolean =>
  headerValue(headers, 'authorization')?.startsWith('AWS4-HMAC-SHA256 ') ?? false;

/** The IAM identity of a correctly signed request, or null. */
export async function verifyIamRequest(
  headers: HeaderBag,
  request: SignedRequest | undefined,
  credentials: IamCredentials,
  now: number = Date.now(),
): Promise<AppSyncIdentityIAM | null> {
  const match = AUTH_PATTERN.exec(headerValue(headers, 'authorization') ?? '');
  const signedAt = amzDate(headerValue(headers, 'x-amz-date'));
  if (!match || !request || !signedAt || Math.abs(now - signedAt.getTime()) > MAX_SKEW_MS) return null;
  const [, accessKeyId, , region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return null;
  // The signer takes a declared payload hash as given: it must be the body's.
  const declaredHash = headerValue(headers, 'x-amz-content-sha256');
  if (
    declaredHash !== undefined &&
    declaredHash !== createHash('sha256').update(request.body).digest('hex')
  ) {
    return null;
  }
  const signedHeaders = Object.fromEntries(
    signedHeaderList!.split(';').map((name) => [name, headerValue(headers, name) ?? '']),
  );
  const signer = new SignatureV4({
    service: 'appsync',
    region: region!,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
    sha256: Sha256,
  });
  const host = signedHeaders.host ?? '';
  const [hostname, port] = host.split(':');
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: hostname!,
      ...(port ? { port: Number(port) } : {}),
      path: request.path,
      headers: signedHeaders,
      body: request.body,
    },
    { signingDate: signedAt },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1] ?? '';
  const same =
    expected.length === signature!.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
  if (!same) return null;
  return {
    accountId: credentials.accountId,
    cognitoIdentityPoolId: '',
    cognitoIdentityId: '',
    sourceIp: ['127.0.0.1'],
    username: accessKeyId!,
    userArn: `arn:aws:iam::${credentials.accountId}:user/${accessKeyId}`,
    cognitoIdentityAuthType: '',
    cognitoIdentityAuthProvider: '',
  };
}
