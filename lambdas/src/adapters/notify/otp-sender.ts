import type { EmailSender } from '../../ports/email-sender';
import type { OtpChannel } from '../../ports/otp-channel';
import type { OtpMessage, OtpSender } from '../../ports/otp-sender';
import type { SmsSender } from './sms.sender';

/** Delivery failed; carries the channel only, never the code or the contact. */
export class OtpDeliveryError extends Error {
  override readonly name = 'OtpDeliveryError';
  constructor(
    readonly channel: OtpChannel,
    options: { cause: unknown },
  ) {
    super(`Sign-in code could not be sent by ${channel}`, options);
  }
}

export function otpText(code: string, purpose: OtpMessage['purpose'] = 'sign-in'): string {
  return purpose === 'contact'
    ? `Your Wayfare code to confirm this contact for your profile is ${code}. Do not share it with anyone.`
    : `Your Wayfare sign-in code is ${code}. Do not share it with anyone.`;
}

export const OTP_EMAIL_SUBJECT = 'Your Wayfare sign-in code';
export const CONTACT_EMAIL_SUBJECT = 'Confirm your e-mail address for Wayfare';

export function createOtpSender(senders: { sms: SmsSender; email: EmailSender }): OtpSender {
  return {
    async send({ channel, to, code, purpose }) {
      const text = otpText(code, purpose);
      const subject = purpose === 'contact' ? CONTACT_EMAIL_SUBJECT : OTP_EMAIL_SUBJECT;
      try {
        if (channel === 'sms') await senders.sms.sendSms({ to, text });
        else await senders.email.sendEmail({ to, subject, text });
      } catch (cause) {
        throw new OtpDeliveryError(channel, { cause });
      }
    },
  };
}
