/**
 * Profile contact codes through the sign-in codes' sender, counted on the same per-contact hourly
 * limit (one counter per contact, whichever code it was sent), so a profile cannot be used to
 * flood someone's phone or inbox.
 */
import { DomainError } from '@wayfare/shared';
import { MAX_CODES_PER_HOUR, type CodeCounter } from '../../auth/rate-limited-sender';
import type { ContactCodeSender } from '../../ports/contact-code-sender';
import type { OtpSender } from '../../ports/otp-sender';

export function createContactCodeSender(
  sender: OtpSender,
  { count, now }: { count: CodeCounter; now: () => number },
): ContactCodeSender {
  return {
    async send({ channel, to, code }) {
      const contact = channel === 'email' ? to.toLowerCase() : to;
      if (!(await count(contact, now(), MAX_CODES_PER_HOUR))) {
        throw new DomainError({ code: 'RATE_LIMITED', messageKey: 'too_many_codes' });
      }
      await sender.send({ channel, to, code, purpose: 'contact' });
    },
  };
}
