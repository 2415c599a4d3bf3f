/**
 * Tracking entries of a booking (product.md §3): the driver's positions with the trip status, one
 * partition per booking ordered by time. The last entry is a descending Query with limit 1.
 * Entries expire through `ttl` after the configured retention.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOOKING_STATUSES } from '@wayfare/shared';

export const trackingEntrySchema = {
  model: { entity: 'trackingEntry', version: '1', service: 'wayfare' },
  attributes: {
    bookingId: { type: 'string', required: true, readOnly: true },
    at: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    status: { type: BOOKING_STATUSES, required: true },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    heading: { type: 'number' },
    eta: { type: 'number' },
    routedAt: { type: 'number' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['bookingId'] },
      sk: { field: 'sk', composite: ['at'] },
    },
  },
} as const;

export const trackingEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(trackingEntrySchema, { client, table });
