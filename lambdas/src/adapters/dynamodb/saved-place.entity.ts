/**
 * A rider's saved place (ports/saved-places.ts): in the rider's partition, keyed by kind, so a
 * rider has at most one home and one work and the list is one Query.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const savedPlaceSchema = {
  model: { entity: 'savedPlace', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    kind: { type: ['HOME', 'WORK'] as const, required: true, readOnly: true },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    add: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['uid'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
} as const;

export const savedPlaceEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(savedPlaceSchema, { client, table });
