import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below Linux's default ephemeral range (32768–60999), and below macOS's and Windows' (49152–). */
const DEFAULT_EPHEMERAL_START = 32_768;
const LOWEST = 20_000;
const ATTEMPTS = 50;

/** Where the OS starts handing out ports to outgoing connections and to listeners on port 0. */
export function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Math.max(LOWEST + 1_000, Number(start) || DEFAULT_EPHEMERAL_START);
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a process that needs one up front (DynamoDB Local, a twin restarted on
 * the same ports). It is chosen below the ephemeral range: a port the OS picked there can be taken
 * by any outgoing connection before it is bound again (seen: EADDRINUSE on a busy machine), while
 * ports below it are only ever taken by a process that asks for that very port.
 */
export async function freePort(pick?: () => number): Promise<number> {
  const below = ephemeralStart();
  const next = pick ?? (() => randomInt(LOWEST, below));
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = next();
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port below ${below} after ${ATTEMPTS} attempts`);
}
