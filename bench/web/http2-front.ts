/**
 * The twin's web server speaks HTTP/1.1, where a browser opens at most six connections to a host
 * and a first screen's 60-odd scripts queue behind each other; CloudFront serves the same files
 * over HTTP/2 (the distribution's default, `infra/lib/stacks/web-stack.ts`), all on one connection.
 * Lighthouse measures the first screens through this front, HTTP/2 over TLS with a throwaway
 * self-signed certificate (browsers speak HTTP/2 only over TLS), passing every request on to the
 * twin as it came. The API and sign-in stay on the twin's own loopback ports, which a page served
 * over TLS may still call (browsers treat loopback addresses as secure).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Front {
  /** The front's origin, e.g. https://127.0.0.1:43567. */
  url: string;
  close(): Promise<void>;
}

/** Headers of one hop only (RFC 9113 §8.2.2 forbids them in HTTP/2), and HTTP/2's own pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const passed = (headers: IncomingHttpHeaders): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | string[]] =>
        entry[1] !== undefined && !entry[0].startsWith(':') && !HOP_BY_HOP.has(entry[0]),
    ),
  );

/** A key and certificate for 127.0.0.1 made with the machine's `openssl`, valid for a day. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'wayfare-http2-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        ...subject,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `target` (the twin's web server) over HTTP/2 on a free loopback port. */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const upstream = new URL(target);
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (incoming, outgoing) => {
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...passed(incoming.headers), host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
