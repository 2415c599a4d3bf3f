/**
 * A new contact's first sign-in code, hashed, between the round that made its account and the
 * round that signs it in; one item per contact, taken once, removed by the table's TTL otherwise.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const signUpProofSchema = {
  model: { entity: 'signUpProof', version: '1', service: 'wayfare' },
  attributes: {
    /** The contact as the sign-in names it: a lower-case e-mail or an E.164 number. */
    contact: { type: 'string', required: true, readOnly: true },
    codeHash: { type: 'string', required: true },
    /** Epoch milliseconds; reads ignore an item past it, since TTL deletion may lag. */
    expiresAt: { type: 'number', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byContact: {
      pk: { field: 'pk', composite: ['contact'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const signUpProofEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(signUpProofSchema, { client, table });
