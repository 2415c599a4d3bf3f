import type { OtpChannel } from './otp-channel';

/**
 * Sends a profile contact's code through the sign-in codes' own path (SMS or e-mail; the twin's
 * outbox) and under their per-contact limit: past it, RATE_LIMITED / 'too_many_codes'.
 */
export interface ContactCodeSender {
  send(message: { channel: OtpChannel; to: string; code: string }): Promise<void>;
}
