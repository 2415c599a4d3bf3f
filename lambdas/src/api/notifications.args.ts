/** Argument schemas of the push notification fields. */
import { DEVICE_TYPES, NOTIFICATION_USER_TYPES } from '@wayfare/shared';
import { z } from 'zod';
import { id, line, LIMITS, pageArgs, prose } from './arg-rules';

export const notificationsArgs = z.object(pageArgs);

export const sendNotificationArgs = z.object({
  input: z.object({
    usertype: z.enum(NOTIFICATION_USER_TYPES, 'required_field'),
    devicetype: z.enum(DEVICE_TYPES, 'required_field'),
    title: line(LIMITS.name).trim().min(1, 'required_field'),
    // Push payloads are small (4 KB on APNs): a body of a few hundred characters fits.
    body: prose(LIMITS.short * 2)
      .trim()
      .min(1, 'required_field'),
  }),
});

export const notificationIdArgs = z.object({ id });

export const myNotificationsArgs = z.object(pageArgs);

/** onNotificationReceived: whose notifications (the caller's own only). */
export const notificationFeedArgs = z.object({ uid: id });
