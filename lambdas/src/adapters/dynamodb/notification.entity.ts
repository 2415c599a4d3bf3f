/**
 * Push notifications an admin sent (product.md §3 Notification), kept for the back-office table.
 * Access patterns: by id; all, newest first.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { byIdAndNewestFirst } from './newest-first.indexes';
import { DEVICE_TYPES, NOTIFICATION_USER_TYPES } from '@wayfare/shared';

export const notificationSchema = {
  model: { entity: 'notification', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    devicetype: { type: DEVICE_TYPES, required: true, readOnly: true },
    usertype: { type: NOTIFICATION_USER_TYPES, required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: byIdAndNewestFirst('notifications'),
} as const;

export const notificationEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(notificationSchema, { client, table });
