/** Push notifications (docs/catalogue.md): the admin's list, send and delete; a rider's or driver's received ones. */
import { randomUUID } from 'node:crypto';
import { inbox, notificationRepository, now, pushSender, settingsRepository, userRepository } from '../deps';
import {
  authorizeInboxFeed,
  markNotificationsSeen,
  myNotifications,
  unreadNotifications,
} from '../notifications/inbox';
import type { NotificationsDeps } from '../notifications/notifications-deps';
import { deleteNotification, listNotifications, sendNotification } from '../notifications/push-notifications';
import { logger } from '../observability/logger';
import { areaRouter } from './area-router';
import {
  myNotificationsArgs,
  notificationFeedArgs,
  notificationIdArgs,
  notificationsArgs,
  sendNotificationArgs,
} from './notifications.args';
import { parseArgs } from './parse-args';
import { published } from './published';

const deps = (): NotificationsDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  notifications: notificationRepository(),
  inbox: inbox(),
  push: pushSender(),
  now,
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const handler = areaRouter('notifications', {
  'Query.notifications': ({ args, caller }) =>
    listNotifications(deps(), caller, parseArgs(notificationsArgs, args)),
  'Mutation.sendNotification': ({ args, caller }) =>
    sendNotification(deps(), caller, parseArgs(sendNotificationArgs, args).input),
  'Mutation.deleteNotification': ({ args, caller }) =>
    deleteNotification(deps(), caller, parseArgs(notificationIdArgs, args).id),
  'Query.myNotifications': ({ args, caller }) =>
    myNotifications(deps(), caller, parseArgs(myNotificationsArgs, args)),
  'Query.unreadNotifications': ({ caller }) => unreadNotifications(deps(), caller),
  'Mutation.markNotificationsSeen': ({ caller }) => markNotificationsSeen(deps(), caller),
  'Mutation.publishNotificationReceived': ({ event }) => published('notification', event),
  'Subscription.onNotificationReceived': ({ args, caller }) =>
    authorizeInboxFeed(deps(), caller, parseArgs(notificationFeedArgs, args)),
});
