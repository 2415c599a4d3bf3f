/**
 * Where a driver currently is in the dispatch index (cell and car type, '' when out of it) and in
 * the map index (map cell and fleet, '' or absent when out of it), so a move or a status change
 * can delete the old entries. Versioned: concurrent updates of one driver
 * are serialised by a condition on the version, so a driver is never indexed twice.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const dispatchStateSchema = {
  model: { entity: 'dispatchState', version: '1', service: 'wayfare' },
  attributes: {
    driverUid: { type: 'string', required: true, readOnly: true },
    cell: { type: 'string', required: true },
    carType: { type: 'string', required: true },
    mapCell: { type: 'string' },
    mapFleet: { type: 'string' },
    /** ISO time of the report that put the driver here; older reports are dropped. */
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    byDriver: {
      pk: { field: 'pk', composite: ['driverUid'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const dispatchStateEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(dispatchStateSchema, { client, table });
