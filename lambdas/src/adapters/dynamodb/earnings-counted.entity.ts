/**
 * The mark that a booking's earnings were counted. Created (attribute_not_exists) in the same
 * transaction as the counter additions, so a redelivered stream record or a booking going PAID
 * then COMPLETE is counted exactly once.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const earningsCountedSchema = {
  model: { entity: 'earningsCounted', version: '1', service: 'wayfare' },
  attributes: {
    bookingId: { type: 'string', required: true, readOnly: true },
    countedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['bookingId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const earningsCountedEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(earningsCountedSchema, { client, table });
