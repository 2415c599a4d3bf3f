import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { createSesEmailSender } from './email.sender';
import { createOtpSender, OtpDeliveryError, OTP_EMAIL_SUBJECT } from './otp-sender';
import { createSnsSmsSender } from './sms.sender';

const sns = mockClient(SNSClient);
const ses = mockClient(SESv2Client);

const sender = createOtpSender({
  sms: createSnsSmsSender(new SNSClient({ region: 'eu-west-1' })),
  email: createSesEmailSender(new SESv2Client({ region: 'eu-west-1' }), 'no-reply@wayfare.test'),
});

afterEach(() => {
  sns.reset();
  ses.reset();
});

describe('OtpSender', () => {
  it('sends an SMS code through SNS to the phone number', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'm-1' });
    await sender.send({ channel: 'sms', to: '+15550104567', code: '123456' });

    const calls = sns.commandCalls(PublishCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0].args[0].input;
    expect(input.PhoneNumber).toBe('+15550104567');
    expect(input.Message).toContain('123456');
    expect(input.MessageAttributes?.['AWS.SNS.SMS.SMSType']?.StringValue).toBe('Transactional');
    expect(ses.calls()).toHaveLength(0);
  });

  it('sends an e-mail code through SES from the configured address', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await sender.send({ channel: 'email', to: 'rider@example.com', code: '654321' });

    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0].args[0].input;
    expect(input.FromEmailAddress).toBe('no-reply@wayfare.test');
    expect(input.Destination?.ToAddresses).toEqual(['rider@example.com']);
    expect(input.Content?.Simple?.Subject?.Data).toBe(OTP_EMAIL_SUBJECT);
    expect(input.Content?.Simple?.Body?.Text?.Data).toContain('654321');
    expect(sns.calls()).toHaveLength(0);
  });

  it('reports a failed delivery without the code or the contact', async () => {
    const cause = new Error('Throttling');
    sns.on(PublishCommand).rejects(cause);
    const error = await sender
      .send({ channel: 'sms', to: '+15550104567', code: '123456' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OtpDeliveryError);
    expect(error).toMatchObject({ channel: 'sms', cause });
    expect(String((error as Error).message)).not.toMatch(/123456|4567/);
  });
});
