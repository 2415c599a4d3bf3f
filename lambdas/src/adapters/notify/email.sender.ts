import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailSender } from '../../ports/email-sender';

export function createSesEmailSender(client: SESv2Client, from: string): EmailSender {
  return {
    async sendEmail({ to, subject, text }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
        }),
      );
    },
  };
}
