import type { PushScreen } from '@wayfare/shared';

/** One push message to a device (product.md §7: title, msg, screen, params, channel). */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** The app screen to open; none for an admin's broadcast. */
  screen?: PushScreen;
  params?: Readonly<Record<string, string>>;
  channelId?: string;
}

/** Mobile push: SNS platform endpoints in the cloud, the outbox on the twin. */
export interface PushSender {
  send(message: PushMessage): Promise<void>;
}
