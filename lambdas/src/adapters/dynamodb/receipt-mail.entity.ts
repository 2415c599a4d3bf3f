/**
 * The mark that a booking's receipt was e-mailed. Created with attribute_not_exists before the
 * e-mail goes, so a redelivered stream record or a later PAID image never sends a second one.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const receiptMailSchema = {
  model: { entity: 'receiptMail', version: '1', service: 'wayfare' },
  attributes: {
    bookingId: { type: 'string', required: true, readOnly: true },
    sentAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['bookingId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const receiptMailEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(receiptMailSchema, { client, table });
