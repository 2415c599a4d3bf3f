import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A request body over the endpoint's cap; reading stopped there. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body as text (twin endpoints take small JSON or form bodies). Past `maxBytes` the
 * rest is read and dropped, so the client still gets the refusal, and the promise rejects.
 */
export function readBody(req: IncomingMessage, maxBytes = Infinity): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () =>
      size > maxBytes
        ? reject(new BodyTooLargeError(maxBytes))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Starts a twin server. Idle keep-alive connections are left for the client to close: when the
 * server closes one after its own timeout, a client that sends on it at that moment (on a loaded
 * machine the two timers meet) gets a reset and fetch's bare "fetch failed" for a request the
 * server never read. Closing the twin closes them all (closeServer).
 */
export function listen(server: Server, port: number, host: string): Promise<string> {
  server.keepAliveTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
