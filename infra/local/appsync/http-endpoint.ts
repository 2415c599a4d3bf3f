/** `POST /graphql` as AppSync serves it: auth before anything, AppSync's status codes and error shapes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, OperationTypeNode, execute } from 'graphql';
import { BodyTooLargeError, readBody, sendJson } from '../support/http';
import {
  requestErrorResponse,
  toAppSyncResponse,
  unauthorizedException,
  type TransportError,
} from './appsync-errors';
import { stringHeaders, type Authenticate, type Caller } from './authenticate';
import { REFUSED, type CallerGate } from './caller-gate';
import type { OperationRequest, PrepareOperation } from './prepare-operation';
import { MAX_REQUEST_BYTES } from './query-cost';

export interface HttpEndpointOptions {
  authenticate: Authenticate;
  prepare: PrepareOperation;
  logger: (line: string) => void;
  /** Each caller's share of the twin (caller-gate.ts). */
  gate: CallerGate;
}

/** One lane per signed-in user, per address for the API key; the backend's own calls are not held. */
function laneOf(caller: Caller, req: IncomingMessage): string | undefined {
  if (caller.mode === 'userPool') return `user:${caller.identity.sub}`;
  if (caller.mode === 'apiKey') return `apiKey:${req.socket.remoteAddress ?? ''}`;
  return undefined;
}

const tooManyRequests = {
  errorType: 'TooManyRequestsException',
  message: 'Too many requests from this caller at once.',
};

/** Headers Amplify and browsers send; `*` would not cover `authorization` in a CORS preflight. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-api-key',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-user-agent',
  'x-amz-content-sha256',
].join(', ');

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
    'access-control-max-age': '86400',
  };
}

const malformed = (message: string): TransportError => ({
  errorType: 'MalformedHttpRequestException',
  message,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** AppSync answers 400 for an empty body and for anything that is not `{ query, variables?, operationName? }`. */
function parseRequestBody(body: string): OperationRequest | TransportError {
  if (body.trim() === '') return malformed('Request body is empty.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return malformed('Unable to parse GraphQL query.');
  }
  if (!isRecord(parsed)) return malformed('Unable to parse GraphQL query.');
  const { query, variables, operationName } = parsed;
  if (
    typeof query !== 'string' ||
    !(variables == null || isRecord(variables)) ||
    !(operationName == null || typeof operationName === 'string')
  ) {
    return malformed('Unable to parse GraphQL query.');
  }
  return { query, variables, operationName };
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, options: HttpEndpointOptions) {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || pathname !== '/graphql') {
    sendJson(res, 404, { errors: [{ errorType: 'NotFoundException', message: 'Not found.' }] }, cors);
    return;
  }
  // The body is read first: an IAM (SigV4) signature covers it.
  const read = await readBody(req, MAX_REQUEST_BYTES).then(
    (text) => ({ text }),
    (error: unknown) => {
      if (error instanceof BodyTooLargeError) return { tooLarge: malformed(error.message) };
      throw error;
    },
  );
  const caller = await options.authenticate(req.headers, {
    method: req.method,
    path: pathname,
    body: 'text' in read ? read.text : '',
  });
  if (!caller) {
    sendJson(res, 401, { errors: [unauthorizedException] }, cors);
    return;
  }
  const request = 'text' in read ? parseRequestBody(read.text) : read.tooLarge;
  if ('errorType' in request) {
    sendJson(res, 400, { errors: [request] }, cors);
    return;
  }
  const prepared = options.prepare(request, { caller, headers: stringHeaders(req.headers) });
  if (!prepared.ok) {
    sendJson(res, 200, requestErrorResponse(prepared.errors), cors);
  } else if (prepared.operation === OperationTypeNode.SUBSCRIPTION) {
    const error = new GraphQLError('Subscriptions are served by the realtime endpoint, /graphql/realtime.');
    sendJson(res, 200, requestErrorResponse([error]), cors);
  } else {
    const lane = laneOf(caller, req);
    const run = () => Promise.resolve(execute(prepared.args));
    const result = lane === undefined ? await run() : await options.gate.run(lane, run);
    if (result === REFUSED) sendJson(res, 429, { errors: [tooManyRequests] }, cors);
    else sendJson(res, 200, toAppSyncResponse(result), cors);
  }
}

export function createHttpEndpoint(options: HttpEndpointOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handleRequest(req, res, options).catch((error: unknown) => {
      options.logger(
        `[appsync] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = { errors: [{ errorType: 'InternalFailure', message: 'An internal failure occurred.' }] };
      sendJson(res, 500, body, corsHeaders(req));
    });
  };
}
