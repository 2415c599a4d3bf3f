import type { Warn } from '../accounts/accounts-deps';
import type { Inbox } from '../ports/inbox';
import type { NotificationRepository } from '../ports/notification-repository';
import type { PushSender } from '../ports/push-sender';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** Everything the push notifications resolvers use, injected. */
export interface NotificationsDeps {
  users: UserRepository;
  settings: SettingsRepository;
  notifications: NotificationRepository;
  /** Each recipient's received notifications (the apps' notifications screen). */
  inbox: Inbox;
  /** Undefined where no push platform is configured: sending is then refused. */
  push: PushSender | undefined;
  now: () => number;
  newId: () => string;
  warn: Warn;
}
