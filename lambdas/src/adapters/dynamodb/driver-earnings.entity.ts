/**
 * A driver's earnings of one month (product.md §3 driver earning row), added to by the earnings stream
 * for every settled booking with a driver_share. Listed newest month first for all drivers
 * (admin) or for one fleet's drivers (fleet admin).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const driverEarningsSchema = {
  model: { entity: 'driverEarnings', version: '1', service: 'wayfare' },
  attributes: {
    driver: { type: 'string', required: true, readOnly: true },
    /** 'YYYY-MM' in the operator's time zone. */
    month: { type: 'string', required: true, readOnly: true },
    /** The one partition of the all-drivers index, set on every write with the counters. */
    listing: { type: ['all'] as const, required: true, default: 'all' },
    /** The driver's fleet admin, '' for none (the fleet index is sparse). */
    fleetKey: { type: 'string', required: true },
    driverName: { type: 'string', required: true },
    driverVehicleNo: { type: 'string', required: true },
    rides: { type: 'number', required: true, default: 0 },
    driverShareMinor: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byDriver: {
      pk: { field: 'pk', composite: ['driver'] },
      sk: { field: 'sk', composite: ['month'] },
    },
    allDrivers: {
      index: 'gsi1',
      // Always true: with a condition ElectroDB's update writes both keys of the index, not the pk only.
      condition: () => true,
      pk: { field: 'gsi1pk', composite: ['listing'] },
      sk: { field: 'gsi1sk', composite: ['month', 'driver'] },
    },
    byFleet: {
      index: 'gsi2',
      condition: (composite: Record<string, unknown>) => composite.fleetKey !== '',
      pk: { field: 'gsi2pk', composite: ['fleetKey'] },
      sk: { field: 'gsi2sk', composite: ['month', 'driver'] },
    },
  },
} as const;

export const driverEarningsEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(driverEarningsSchema, { client, table });
