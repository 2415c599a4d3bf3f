import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreatePlatformEndpointCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startNotifyTwin, type NotifyTwin } from './notify-server';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('the outbox twin of SNS and SES', () => {
  let twin: NotifyTwin;
  let sns: SNSClient;
  let ses: SESv2Client;
  let dataFile: string;

  beforeEach(async () => {
    dataFile = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox.json');
    twin = await startNotifyTwin({ dataFile });
    sns = new SNSClient({ endpoint: twin.url, region: 'us-east-1', credentials });
    ses = new SESv2Client({ endpoint: twin.url, region: 'us-east-1', credentials });
  });
  afterEach(async () => {
    sns.destroy();
    ses.destroy();
    await twin.close();
  });

  const outbox = async () => (await (await fetch(twin.outboxUrl)).json()) as Record<string, string>[];

  it('keeps SMS, e-mail and push, newest last, and lists them as JSON with CORS', async () => {
    await sns.send(new PublishCommand({ PhoneNumber: '+12125550101', Message: 'Your code is 123456' }));
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@wayfare.local',
        Destination: { ToAddresses: ['a@example.com'] },
        Content: { Simple: { Subject: { Data: 'Code' }, Body: { Text: { Data: 'Your code is 654321' } } } },
      }),
    );
    const { EndpointArn } = await sns.send(
      new CreatePlatformEndpointCommand({
        PlatformApplicationArn: 'arn:aws:sns:us-east-1:0:app/GCM/wayfare',
        Token: 'device-1',
      }),
    );
    await sns.send(
      new PublishCommand({ TargetArn: EndpointArn, Subject: 'Trip', Message: 'Your driver is here' }),
    );

    const response = await fetch(twin.outboxUrl);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(
      (await outbox()).map(({ to, channel, subject, body }) => ({ to, channel, subject, body })),
    ).toEqual([
      { to: '+12125550101', channel: 'sms', subject: undefined, body: 'Your code is 123456' },
      { to: 'a@example.com', channel: 'email', subject: 'Code', body: 'Your code is 654321' },
      { to: 'device-1', channel: 'push', subject: 'Trip', body: 'Your driver is here' },
    ]);
  });

  it('answers bad requests with SNS and SES errors and stores nothing', async () => {
    await expect(sns.send(new PublishCommand({ Message: 'to nobody' }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(
      sns.send(new PublishCommand({ TargetArn: 'arn:aws:sns:us-east-1:0:endpoint/unknown', Message: 'x' })),
    ).rejects.toMatchObject({ name: 'EndpointDisabledException' });
    await expect(
      ses.send(
        new SendEmailCommand({
          Destination: { ToAddresses: [] },
          Content: { Simple: { Subject: { Data: 's' }, Body: {} } },
        }),
      ),
    ).rejects.toBeDefined();
    expect(await outbox()).toHaveLength(0);
  });

  it('keeps messages across a restart', async () => {
    await sns.send(new PublishCommand({ PhoneNumber: '+12125550102', Message: 'kept' }));
    await twin.close();
    twin = await startNotifyTwin({ dataFile });
    expect((await outbox()).at(-1)).toMatchObject({ to: '+12125550102', body: 'kept' });
  });
});
