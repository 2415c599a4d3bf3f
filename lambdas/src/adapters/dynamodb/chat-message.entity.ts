/**
 * Chat messages of a booking (product.md §3): the rider–driver conversation lives in the booking's
 * partition, ordered by send time then id. Messages expire through `ttl` after the retention.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const chatMessageSchema = {
  model: { entity: 'chatMessage', version: '1', service: 'wayfare' },
  attributes: {
    bookingId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    at: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    message: { type: 'string', required: true },
    from: { type: 'string', required: true },
    type: { type: ['msg'] as const, required: true },
    msgDate: { type: 'string', required: true },
    msgTime: { type: 'string', required: true },
    source: { type: ['rider', 'driver'] as const, required: true },
    smsId: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['bookingId'] },
      sk: { field: 'sk', composite: ['at', 'id'] },
    },
  },
} as const;

export const chatMessageEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(chatMessageSchema, { client, table });
