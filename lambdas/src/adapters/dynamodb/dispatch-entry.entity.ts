/**
 * The dispatch index (docs/data-model.md): one item per dispatchable driver (approved, online,
 * idle, dispatch/dispatchable.ts in shared) in the partition of its H3 cell and car type. A
 * search queries the partitions of the cells around the pickup; drivers who are not
 * dispatchable are not in the index at all, so they cost nothing to skip.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const dispatchEntrySchema = {
  model: { entity: 'dispatchEntry', version: '1', service: 'wayfare' },
  attributes: {
    cell: { type: 'string', required: true, readOnly: true },
    carType: { type: 'string', required: true, readOnly: true },
    driverUid: { type: 'string', required: true, readOnly: true },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCell: {
      pk: { field: 'pk', composite: ['cell', 'carType'] },
      sk: { field: 'sk', composite: ['driverUid'] },
    },
  },
} as const;

export const dispatchEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(dispatchEntrySchema, { client, table });
