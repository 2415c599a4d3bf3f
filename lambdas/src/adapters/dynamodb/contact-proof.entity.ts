/**
 * A contact added or changed in a profile, waiting for its code (docs/security.md): one item per
 * user and contact kind, the code as its SHA-256 hash, removed by the table's TTL once expired.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const contactProofSchema = {
  model: { entity: 'contactProof', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    kind: { type: ['email', 'mobile'] as const, required: true, readOnly: true },
    value: { type: 'string', required: true },
    codeHash: { type: 'string', required: true },
    /** Epoch milliseconds; reads check it themselves, since TTL deletion may lag. */
    expiresAt: { type: 'number', required: true },
    wrongAnswers: { type: 'number', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUserAndKind: {
      pk: { field: 'pk', composite: ['uid'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
} as const;

export const contactProofEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(contactProofSchema, { client, table });
