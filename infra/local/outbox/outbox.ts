/**
 * The twin's outbox: every SMS, e-mail and push the product sends is kept here, newest last,
 * so a person (or a test) can read it. Persisted to a JSON file when one is given.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export type OutboxChannel = 'sms' | 'email' | 'push';

export interface OutboxMessage {
  to: string;
  channel: OutboxChannel;
  subject?: string;
  body: string;
  at: string;
}

export class Outbox {
  private readonly messages: OutboxMessage[];

  constructor(
    private readonly dataFile?: string,
    private readonly onMessage: (message: OutboxMessage) => void = () => {},
  ) {
    this.messages =
      dataFile && existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as OutboxMessage[]) : [];
  }

  add(message: Omit<OutboxMessage, 'at'>, at = new Date()): OutboxMessage {
    const stored = { ...message, at: at.toISOString() };
    this.messages.push(stored);
    this.persist();
    this.onMessage(stored);
    return stored;
  }

  list(): readonly OutboxMessage[] {
    return this.messages;
  }

  private persist(): void {
    if (!this.dataFile) return;
    const temp = `${this.dataFile}.tmp`;
    writeFileSync(temp, JSON.stringify(this.messages, null, 2));
    renameSync(temp, this.dataFile);
  }
}
