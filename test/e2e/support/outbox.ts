/** Reads sign-in codes from the twin's outbox, as a person would from their phone or inbox. */
interface OutboxMessage {
  to: string;
  channel: string;
  body: string;
  at: string;
}

export async function waitForCode(
  outboxUrl: string,
  to: string,
  after: Date,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(outboxUrl)).json()) as OutboxMessage[];
    const latest = messages.filter((m) => m.to === to && new Date(m.at) >= after).at(-1);
    const code = latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No sign-in code for ${to} arrived in the outbox`);
}
