/**
 * A task (product.md §5): a NEW booking offered to one driver. One item per entry of the booking's
 * requestedDrivers, written and deleted in the same transaction that changes requestedDrivers,
 * and carrying what the driver's task list shows, so the list is one Query of the driver's
 * partition (newest first) with no read of the bookings themselves.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const place = {
  type: 'map',
  required: true,
  properties: {
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    add: { type: 'string', required: true },
  },
} as const;

export const bookingOfferSchema = {
  model: { entity: 'bookingOffer', version: '1', service: 'wayfare' },
  attributes: {
    driver: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    bookingDate: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    reference: { type: 'string', required: true },
    customer_name: { type: 'string', required: true },
    pickup: place,
    drop: place,
    carType: { type: 'string', required: true },
    tripdate: { type: 'number', required: true },
    trip_costMinor: { type: 'number', required: true },
    /** When the offer lapses (shared offerExpiryOf); absent on an offer made without a time limit. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDriver: {
      pk: { field: 'pk', composite: ['driver'] },
      sk: { field: 'sk', composite: ['bookingDate', 'bookingId'] },
    },
  },
} as const;

export const bookingOfferEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(bookingOfferSchema, { client, table });
