/**
 * Cognito's wire protocol (AWS JSON 1.1): POST / with `X-Amz-Target:
 * AWSCognitoIdentityProviderService.<Op>`; errors are HTTP 400 with `__type` and
 * `x-amzn-errortype`. Also serves the pool's JWKS, and CORS for the browser's Amplify client.
 * The admin operations (IAM-signed in the cloud) take only requests signed with the twin's key
 * pair; the user operations, as in Cognito, take none.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { verifySigV4, type SigV4Credentials } from '../support/sigv4';
import { CODE_REQUEST_TARGET } from '../../lib/rate-limits';
import type { AddressRateLimit } from './address-rate-limit';
import { CognitoError } from './cognito-error';
import { isObject, type JsonObject } from './request-params';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 1024 * 1024;
const JSON_1_1 = 'application/x-amz-json-1.1';

export interface WireOptions {
  userPoolId: string;
  jwks: () => object;
  operations: ReadonlyMap<string, (params: JsonObject) => Promise<object>>;
  /** The operations that need a SigV4 signature (service `cognito-idp`) with `credentials`. */
  signed: { operations: ReadonlySet<string>; credentials: SigV4Credentials };
  /** Code requests (InitiateAuth) per remote address, as the cloud's web ACL counts them. */
  codeRequests: AddressRateLimit;
}

/** What Cognito answers a request its web ACL blocked. */
const WAF_BLOCK = new CognitoError('ForbiddenException', 'Request not allowed due to WAF block.');

/** Cognito's answers to an admin call without a signature, with an unknown key, with a wrong one. */
const SIGNATURE_REFUSALS = {
  unsigned: ['MissingAuthenticationTokenException', 'Missing Authentication Token'],
  unknownKey: ['UnrecognizedClientException', 'The security token included in the request is invalid.'],
  mismatch: [
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided.',
  ],
} as const;

export function createRequestListener(options: WireOptions): RequestListener {
  return (request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      // A bug in the twin or a broken connection must not bring the server down.
      console.error('[cognito-twin] request failed', error);
      if (!response.headersSent)
        send(response, request, 500, { __type: 'InternalErrorException', message: 'Internal error' });
      else response.destroy();
    });
  };
}

async function handle(
  options: WireOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://twin').pathname;
  if (request.method === 'OPTIONS') return send(response, request, 204);
  if (request.method === 'GET' && path === `/${options.userPoolId}/.well-known/jwks.json`) {
    return send(response, request, 200, options.jwks(), 'application/json');
  }
  if (request.method !== 'POST' || path !== '/')
    return send(response, request, 404, { message: 'Not Found' }, 'application/json');

  try {
    const target = request.headers['x-amz-target'];
    // The web ACL runs before Cognito looks at the request at all.
    if (target === CODE_REQUEST_TARGET && !options.codeRequests.admit(request.socket.remoteAddress ?? ''))
      throw WAF_BLOCK;
    const { name, operation } = operationFor(options, target);
    const body = await readBody(request);
    if (options.signed.operations.has(name)) await checkSignature(options.signed.credentials, request, body);
    send(response, request, 200, await operation(parseBody(body)));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    send(response, request, 400, { __type: error.type, message: error.message }, JSON_1_1, {
      'x-amzn-errortype': error.type,
    });
  }
}

function operationFor(options: WireOptions, target: string | string[] | undefined) {
  const name =
    typeof target === 'string' && target.startsWith(TARGET_PREFIX)
      ? target.slice(TARGET_PREFIX.length)
      : undefined;
  const operation = name === undefined ? undefined : options.operations.get(name);
  if (name === undefined || !operation)
    throw new CognitoError('UnknownOperationException', `Unknown operation ${String(target ?? '')}`.trim());
  return { name, operation };
}

async function checkSignature(credentials: SigV4Credentials, request: IncomingMessage, body: string) {
  const outcome = await verifySigV4(
    { method: 'POST', path: '/', headers: request.headers, body },
    credentials,
    'cognito-idp',
  );
  if (outcome.ok) return;
  const signedKey = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
  const why =
    outcome.reason === 'unsigned'
      ? 'unsigned'
      : signedKey !== credentials.accessKeyId
        ? 'unknownKey'
        : 'mismatch';
  const [type, message] = SIGNATURE_REFUSALS[why];
  throw new CognitoError(type, message);
}

function parseBody(body: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(body || '{}');
  } catch {
    throw new CognitoError('SerializationException', 'Request body is not valid JSON.');
  }
  if (!isObject(value))
    throw new CognitoError('SerializationException', 'Request body must be a JSON object.');
  return value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw new CognitoError('SerializationException', 'Request body is too large.');
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  body?: object,
  contentType = JSON_1_1,
  extraHeaders: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...corsHeaders(request),
    'x-amzn-requestid': randomUUID(),
    ...(body === undefined ? {} : { 'content-type': contentType }),
    ...extraHeaders,
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'content-type, x-amz-target, x-amz-user-agent, x-amz-date, x-amz-security-token, authorization, amz-sdk-invocation-id, amz-sdk-request, cache-control',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, date',
    'access-control-max-age': '600',
  };
}
