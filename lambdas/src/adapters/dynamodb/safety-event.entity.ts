/**
 * An SOS press (ports/safety-events.ts). Access patterns (docs/data-model.md): by id; all events,
 * newest first (gsi1, one partition: presses are rare); a booking's events, newest first (gsi2);
 * a fleet's events, newest first (gsi3, sparse: only trips of a fleet's driver).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { byIdAndNewestFirst } from './newest-first.indexes';

const epochMs = {
  type: 'number',
  required: true,
  readOnly: true,
  padding: { length: 13, char: '0' },
} as const;

export const safetyEventSchema = {
  model: { entity: 'safetyEvent', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string', required: true, readOnly: true },
    raisedBy: { type: 'string', required: true, readOnly: true },
    raisedByName: { type: 'string', required: true, readOnly: true },
    role: { type: ['rider', 'driver'] as const, required: true, readOnly: true },
    lat: { type: 'number', readOnly: true },
    lng: { type: 'number', readOnly: true },
    createdAt: epochMs,
    fleetadmin: { type: 'string', readOnly: true },
    /** Index-only copy of fleetadmin, '' when the trip has no fleet: ElectroDB needs the composite. */
    fleetKey: { type: 'string', required: true, readOnly: true, hidden: true },
    acknowledgedBy: { type: 'string' },
    acknowledgedByName: { type: 'string' },
    acknowledgedAt: { type: 'number' },
  },
  indexes: {
    ...byIdAndNewestFirst('safetyEvents'),
    byBooking: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['bookingId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] },
    },
    byFleet: {
      index: 'gsi3',
      condition: (composite: Record<string, unknown>) => composite.fleetKey !== '',
      pk: { field: 'gsi3pk', composite: ['fleetKey'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'id'] },
    },
  },
} as const;

export const safetyEventEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(safetyEventSchema, { client, table });
