/**
 * Pre-aggregated earnings (product.md §9), added to by the earnings stream when a booking settles:
 * per scope (the whole operator, or one fleet admin's fleet) and period (a day, a month, all
 * time) the number of settled rides and the sums the dashboard and the earning report show.
 * Days and months are the operator's (settings.timezone) calendar of the trip date.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const units = { type: 'number', required: true, default: 0 } as const;

export const earningsCounterSchema = {
  model: { entity: 'earningsCounter', version: '1', service: 'wayfare' },
  attributes: {
    /** 'all', 'fleet-<uid>', or 'driver-<uid>' (days only, with driverShareMinor). */
    scope: { type: 'string', required: true, readOnly: true },
    /** 'total', 'month-YYYY-MM' or 'day-YYYY-MM-DD': lexical order is time order. */
    period: { type: 'string', required: true, readOnly: true },
    rides: units,
    convenienceFeesMinor: units,
    tripCostMinor: units,
    discountMinor: units,
    driverShareMinor: units,
    /** Riders' tips (all the drivers'), counted on the trip's day; included in driverShareMinor. */
    tipsMinor: units,
  },
  indexes: {
    byScope: {
      pk: { field: 'pk', composite: ['scope'] },
      sk: { field: 'sk', composite: ['period'] },
    },
  },
} as const;

export const earningsCounterEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(earningsCounterSchema, { client, table });
