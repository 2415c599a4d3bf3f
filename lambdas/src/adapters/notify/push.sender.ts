import { CreatePlatformEndpointCommand, PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { PushMessage, PushSender } from '../../ports/push-sender';

/**
 * Mobile push through SNS: the device token's platform endpoint (CreatePlatformEndpoint returns
 * the existing one for a known token), then a Publish with the FCM/APNs payload. The app opens
 * `screen` with `params` (product.md §7).
 */
export function createSnsPushSender(client: SNSClient, platformApplicationArn: string): PushSender {
  return {
    async send({ token, title, body, screen, params, channelId }: PushMessage) {
      const { EndpointArn } = await client.send(
        new CreatePlatformEndpointCommand({ PlatformApplicationArn: platformApplicationArn, Token: token }),
      );
      const data = { screen, ...(params ? { params: JSON.stringify(params) } : {}) };
      const notification = { title, body, ...(channelId ? { android_channel_id: channelId } : {}) };
      await client.send(
        new PublishCommand({
          TargetArn: EndpointArn,
          Subject: title,
          MessageStructure: 'json',
          Message: JSON.stringify({
            default: body,
            GCM: JSON.stringify({ notification, data }),
            APNS: JSON.stringify({ aps: { alert: { title, body } }, ...data }),
          }),
        }),
      );
    },
  };
}
