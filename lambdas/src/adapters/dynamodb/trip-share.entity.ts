/**
 * A trip's shared link (ports/trip-shares.ts): in the booking's own share partition, keyed by the
 * link's secret. Expires through `ttl` after the trips' retention.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const tripShareSchema = {
  model: { entity: 'tripShare', version: '1', service: 'wayfare' },
  attributes: {
    bookingId: { type: 'string', required: true, readOnly: true },
    secret: { type: 'string', required: true, readOnly: true },
    customer: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    revokedAt: { type: 'number' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['bookingId'] },
      sk: { field: 'sk', composite: ['secret'] },
    },
  },
} as const;

export const tripShareEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(tripShareSchema, { client, table });
