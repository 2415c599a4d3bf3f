/**
 * A booking under way (not COMPLETE or CANCELLED), listed under each of its parties: its rider,
 * and its driver once one is assigned. One small item per party, written and deleted in the
 * transaction that changes the booking's status or driver, as the offers mirror requestedDrivers.
 * A party's trips under way are then one Query of a partition that holds only those, however
 * long its history: the rider's first screen and the driver's current trip read it
 * (docs/data-model.md).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const activeBookingSchema = {
  model: { entity: 'activeBooking', version: '1', service: 'wayfare' },
  attributes: {
    party: { type: 'string', required: true, readOnly: true },
    bookingDate: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    id: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byParty: {
      pk: { field: 'pk', composite: ['party'] },
      sk: { field: 'sk', composite: ['bookingDate', 'id'] },
    },
  },
} as const;

export const activeBookingEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(activeBookingSchema, { client, table });
