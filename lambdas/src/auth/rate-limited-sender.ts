/**
 * The per-contact limit on sign-in codes (DESIGN §2): an OtpSender decorator that counts every
 * code before it goes out and refuses with 'too_many_codes' once a contact had its share this hour.
 */
import type { OtpMessage, OtpSender } from '../ports/otp-sender';
import { TriggerRefusal } from './trigger-refusal';

export const MAX_CODES_PER_HOUR = 5;

/** Counts one more code for a contact at a time; false when the limit is reached. */
export type CodeCounter = (contact: string, now: number, limit: number) => Promise<boolean>;

/** Sends codes within the limit; `withhold` spends a code of the limit and sends nothing. */
export interface LimitedOtpSender extends OtpSender {
  /** For a contact with no account: its requests count exactly as a real contact's would. */
  withhold(message: OtpMessage): Promise<void>;
}

export function createRateLimitedSender(
  sender: OtpSender,
  { count, now }: { count: CodeCounter; now: () => number },
): LimitedOtpSender {
  const spend = async (message: OtpMessage) => {
    // One counter per contact however it is typed: e-mail addresses are case-insensitive.
    const contact = message.channel === 'email' ? message.to.toLowerCase() : message.to;
    if (!(await count(contact, now(), MAX_CODES_PER_HOUR))) throw new TriggerRefusal('too_many_codes');
  };
  return {
    async send(message) {
      await spend(message);
      await sender.send(message);
    },
    withhold: spend,
  };
}
