/**
 * One settled trip of a driver and its share, written by the earnings stream with the counters
 * (once per booking): the driver's per-trip earnings list, newest trip first, one Query a page.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const driverTripEarningSchema = {
  model: { entity: 'driverTripEarning', version: '1', service: 'wayfare' },
  attributes: {
    driver: { type: 'string', required: true, readOnly: true },
    /** Epoch ms (13 digits until the year 2286, so the key's text order is time order). */
    tripdate: { type: 'number', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string', required: true },
    driverShareMinor: { type: 'number', required: true },
    tripCostMinor: { type: 'number', required: true },
    paymentMode: { type: ['cash', 'wallet', 'card'] as const, required: true },
    /** The rider's tip, added when it is paid (also added to driverShareMinor). */
    tipMinor: { type: 'number' },
  },
  indexes: {
    byDriver: {
      pk: { field: 'pk', composite: ['driver'] },
      sk: { field: 'sk', composite: ['tripdate', 'bookingId'] },
    },
  },
} as const;

export const driverTripEarningEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(driverTripEarningSchema, { client, table });
