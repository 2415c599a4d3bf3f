/**
 * The dashboard map index (docs/data-model.md): one item per driver shown on the map (approved,
 * online, with a position, idle or on a trip; shared `mapSpotOf`) in the partition of its H3 map
 * cell, sorted by fleet then driver, so a fleet admin's query reads only its own fleet's items.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const mapEntrySchema = {
  model: { entity: 'mapEntry', version: '1', service: 'wayfare' },
  attributes: {
    mapCell: { type: 'string', required: true, readOnly: true },
    /** The driver's fleet admin uid, '' for a driver of no fleet. */
    fleet: { type: 'string', required: true, readOnly: true },
    driverUid: { type: 'string', required: true, readOnly: true },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byMapCell: {
      pk: { field: 'pk', composite: ['mapCell'] },
      sk: { field: 'sk', composite: ['fleet', 'driverUid'] },
    },
  },
} as const;

export const mapEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(mapEntrySchema, { client, table });
