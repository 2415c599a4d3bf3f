/**
 * The notifications a user received (ports/inbox.ts): one partition per user, sorted by time, so
 * the app's list is a descending Query. Entries expire through `ttl` after the data retention.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const inboxEntrySchema = {
  model: { entity: 'inboxEntry', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    at: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    messageKeys: { type: 'boolean', required: true },
    bookingId: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['uid'] },
      sk: { field: 'sk', composite: ['at', 'id'] },
    },
  },
} as const;

export const inboxEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(inboxEntrySchema, { client, table });
