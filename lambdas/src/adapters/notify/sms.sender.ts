import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';

/** Sends a text message to one phone number (E.164). */
export interface SmsSender {
  sendSms(message: { to: string; text: string }): Promise<void>;
}

export function createSnsSmsSender(client: SNSClient): SmsSender {
  return {
    async sendSms({ to, text }) {
      await client.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: text,
          // Transactional SMS are routed for reliability, not price: codes must arrive.
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  };
}
