/**
 * The wallet ledger (product.md §3 wallet history entry): one immutable item per posting, in the user's
 * partition, keyed by the posting's idempotency key so that a replayed payment callback or top-up
 * finds its earlier posting instead of adding a second one. Amounts in integer Money units.
 * Each entry also records the balance it left, written under the same condition as the balance.
 * Access patterns: a posting by (uid, key) — the idempotency guard; a user's postings newest first.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const walletEntrySchema = {
  model: { entity: 'walletEntry', version: '1', service: 'wayfare' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    type: { type: ['Credit', 'Withdraw'] as const, required: true, readOnly: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
    date: { type: 'string', required: true, readOnly: true },
    txRef: { type: 'string', required: true, readOnly: true },
    /** The wallet balance right after this posting (product.md §3 wallet history), in Money units. */
    balanceMinor: { type: 'number', required: true, readOnly: true },
    /** An admin's entry (top-up, correction): who made it and why, and what a refund refunds. */
    byUid: { type: 'string', readOnly: true },
    byName: { type: 'string', readOnly: true },
    reason: { type: 'string', readOnly: true },
    refersTo: { type: 'string', readOnly: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['uid'] },
      // Idempotency keys come from outside: keep their case (ElectroDB lowercases keys by default).
      sk: { field: 'sk', composite: ['key'], casing: 'none' },
    },
    byUserNewest: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['uid'] },
      sk: { field: 'gsi1sk', composite: ['date', 'key'], casing: 'none' },
    },
  },
} as const;

export const walletEntryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(walletEntrySchema, { client, table });
