/**
 * Sign-in codes sent per contact and clock hour: the counter behind the per-contact rate limit.
 * Items expire through the table's TTL an hour after their window closes.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const otpRateSchema = {
  model: { entity: 'otpRate', version: '1', service: 'wayfare' },
  attributes: {
    /** The phone number or lower-cased e-mail address the codes went to. */
    contact: { type: 'string', required: true, readOnly: true },
    /** Start of the clock hour, ISO 8601. */
    window: { type: 'string', required: true, readOnly: true },
    sent: { type: 'number' },
    /** Epoch seconds (DynamoDB TTL). */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byContactWindow: {
      pk: { field: 'pk', composite: ['contact'] },
      sk: { field: 'sk', composite: ['window'] },
    },
  },
} as const;

export const otpRateEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(otpRateSchema, { client, table });
