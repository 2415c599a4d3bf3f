import type { OtpChannel } from './otp-channel';

export interface OtpMessage {
  channel: OtpChannel;
  /** E.164 phone number for `sms`, address for `email`. */
  to: string;
  code: string;
  /** A sign-in code (the default) or the proof of a contact added to a profile. */
  purpose?: 'sign-in' | 'contact';
}

/** Delivers a sign-in code. Decorators (rate limit, outbox) wrap this interface. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}
