/**
 * The back office's audit log (docs/data-model.md, "Audit log"): one item per operator change,
 * only ever created (no code path updates or deletes one). Every index sorts by (date, id), so a
 * date range is a key condition on whichever index a filter picks.
 * Access patterns: all newest first; by action; by actor; by target (type and id).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@wayfare/shared';

const byDate = (field: string) => ({ field, composite: ['date', 'id'], casing: 'none' }) as const;

export const auditEntrySchema = {
  model: { entity: 'auditEntry', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    /** ISO 8601 (UTC, milliseconds): fixed width, so text order is time order. */
    date: { type: 'string', required: true, readOnly: true },
    action: { type: AUDIT_ACTIONS, required: true, readOnly: true },
    actorUid: { type: 'string', required: true, readOnly: true },
    actorName: { type: 'string', required: true, readOnly: true },
    targetType: { type: AUDIT_TARGET_TYPES, required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    targetName: { type: 'string', readOnly: true },
    /** The values before and after, as JSON text ('null' where there were none). */
    before: { type: 'string', required: true, readOnly: true },
    after: { type: 'string', required: true, readOnly: true },
    reason: { type: 'string', readOnly: true },
  },
  indexes: {
    newest: {
      pk: { field: 'pk', composite: [], template: '$wayfare#auditlog' },
      sk: byDate('sk'),
    },
    byAction: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['action'] },
      sk: byDate('gsi1sk'),
    },
    byActor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['actorUid'], casing: 'none' },
      sk: byDate('gsi2sk'),
    },
    byTarget: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['targetType', 'targetId'], casing: 'none' },
      sk: byDate('gsi3sk'),
    },
  },
} as const;

export const auditEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(auditEntrySchema, { client, table });
