/**
 * The images bucket on the twin: s3rver keeps the objects, and a gate in front of it answers as the
 * private cloud bucket does (docs/security.md, "Images"). Every request but a CORS preflight must be
 * signed with the twin's key pair (made per data folder, never s3rver's well-known `S3RVER`), in a header (the backend's SDK calls) or a presigned URL (the
 * browser), checked by the twin's SigV4 verifier: unsigned, expired and mis-signed requests are
 * refused 403, so is listing without a signature. A presigned upload signs its Content-Type and
 * Content-Length, so a body of another type or size fails the signature, as on S3.
 */
import { mkdirSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { verifySigV4, type SigV4Credentials } from '../support/sigv4';

export interface S3Twin {
  endpoint: string;
  close(): Promise<void>;
}

/** Larger than any accepted image; a bigger body is refused before it is read. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

const REFUSALS = {
  unsigned: ['AccessDenied', 'Access Denied'],
  expired: ['AccessDenied', 'Request has expired'],
  mismatch: [
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided.',
  ],
  tooLarge: ['EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'],
} as const;

function refuse(req: IncomingMessage, res: ServerResponse, why: keyof typeof REFUSALS): void {
  const [code, message] = REFUSALS[why];
  res.writeHead(why === 'tooLarge' ? 400 : 403, {
    'content-type': 'application/xml',
    // As S3 answers a browser whose origin the CORS rules allow: it may read the refusal.
    ...(req.headers.origin ? { 'access-control-allow-origin': '*' } : {}),
  });
  res.end(
    req.method === 'HEAD'
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function readBytes(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => done(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** Checks the request, then passes it (with the bytes read) to s3rver. */
async function gate(
  req: IncomingMessage,
  res: ServerResponse,
  store: AddressInfo,
  credentials: SigV4Credentials,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://twin');
  const body = await readBytes(req);
  if (body === null) return refuse(req, res, 'tooLarge');
  // A CORS preflight carries no credentials, in S3 too.
  if (req.method !== 'OPTIONS') {
    const outcome = await verifySigV4(
      {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      },
      credentials,
      's3',
    );
    if (!outcome.ok) return refuse(req, res, outcome.reason);
  }
  const upstream = forward(
    { host: store.address, port: store.port, method: req.method, ...unsigned(url, req.headers) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  upstream.end(body);
}

/**
 * The request without its signature: the gate has checked it, and s3rver would check it again
 * against its own well-known key, which the twin does not use.
 */
function unsigned(url: URL, headers: IncomingMessage['headers']) {
  const query = new URLSearchParams(url.searchParams);
  for (const name of [...query.keys()]) if (name.startsWith('X-Amz-')) query.delete(name);
  const { authorization: _signature, ...rest } = headers;
  const search = query.size ? `?${query}` : '';
  return { path: `${url.pathname}${search}`, headers: rest };
}

export async function startS3Twin(options: {
  dataDir: string;
  bucket: string;
  /** The one key pair requests must be signed with. */
  credentials: SigV4Credentials;
  port?: number;
  host?: string;
}): Promise<S3Twin> {
  const directory = resolve(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const store = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  const storeAddress = (await store.run()) as AddressInfo;
  const server = createServer((req, res) => {
    gate(req, res, storeAddress, options.credentials).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, host, listening));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${host}:${port}`,
    close: async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      await store.close();
    },
  };
}
