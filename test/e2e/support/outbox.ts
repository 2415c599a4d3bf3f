import { pollUntil } from '../../support/poll';

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
  const codeIn = (messages: OutboxMessage[]) => {
    const latest = messages.filter((m) => m.to === to && new Date(m.at) >= after).at(-1);
    return latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
  };
  const messages = await pollUntil(
    async () => (await (await fetch(outboxUrl)).json()) as OutboxMessage[],
    (read) => codeIn(read) !== undefined,
    { timeoutMs, what: `A sign-in code for ${to}` },
  );
  return codeIn(messages)!;
}
