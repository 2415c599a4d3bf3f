import { createServer, type Server } from 'node:net';
import { ephemeralStart, freePort } from './free-port';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  it('chooses a port below the range the OS hands to outgoing connections, and one that can be bound', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(ephemeralStart());
    const server = await listen(port);
    server.close();
  });

  it('passes over a port that something already listens on', async () => {
    const taken = await listen(await freePort());
    try {
      const takenPort = (taken.address() as { port: number }).port;
      const candidates = [takenPort, takenPort, await freePort()];
      const port = await freePort(() => candidates.shift()!);
      expect(port).not.toBe(takenPort);
      expect(candidates).toEqual([]);
    } finally {
      taken.close();
    }
  });
});
