/** Push notifications (docs/catalogue.md): the admin's list, send and delete. */
import { randomUUID } from 'node:crypto';
import { clock, notificationRepository, pushSender, settingsRepository, userRepository } from '../deps';
import type { NotificationsDeps } from '../notifications/notifications-deps';
import { deleteNotification, listNotifications, sendNotification } from '../notifications/push-notifications';
import { logger } from '../observability/logger';
import { appsyncRouter } from './appsync-router';
import { callerOf } from './caller';
import { notificationIdArgs, notificationsArgs, sendNotificationArgs } from './notifications.args';
import { parseArgs } from './parse-args';

const deps = (): NotificationsDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  notifications: notificationRepository(),
  push: pushSender(),
  now: clock,
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const handler = appsyncRouter({
  'Query.notifications': (event) =>
    listNotifications(deps(), callerOf(event), parseArgs(notificationsArgs, event.arguments)),
  'Mutation.sendNotification': (event) =>
    sendNotification(deps(), callerOf(event), parseArgs(sendNotificationArgs, event.arguments).input),
  'Mutation.deleteNotification': (event) =>
    deleteNotification(deps(), callerOf(event), parseArgs(notificationIdArgs, event.arguments).id),
});
