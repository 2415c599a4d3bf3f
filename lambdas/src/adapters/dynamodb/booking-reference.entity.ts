/**
 * The guard item of a booking reference (product.md §9: 6 uppercase letters). Created in the booking's
 * own transaction with attribute_not_exists, so two bookings never share a reference, and read by
 * GetItem to find a booking by its reference.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const bookingReferenceSchema = {
  model: { entity: 'bookingReference', version: '1', service: 'wayfare' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const bookingReferenceEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(bookingReferenceSchema, { client, table });
