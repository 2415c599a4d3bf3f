/**
 * Waiting for what the server does later (a stream consumer's counters, an outbox message):
 * reads again until the value is there, so a test waits exactly as long as the thing takes.
 */
const INTERVAL_MS = 100;

export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 60_000, what }: { timeoutMs?: number; what: string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}
