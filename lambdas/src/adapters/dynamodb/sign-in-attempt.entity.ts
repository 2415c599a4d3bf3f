/**
 * How a user started a sign-in (the channel asked for, a new account's proof), one item per Cognito
 * username, replaced by each new start and removed by the table's TTL soon after.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const signInAttemptSchema = {
  model: { entity: 'signInAttempt', version: '1', service: 'wayfare' },
  attributes: {
    /** Cognito username (opaque id), as every trigger event names it. */
    username: { type: 'string', required: true, readOnly: true },
    channel: { type: ['sms', 'email'] as const, required: true },
    /** The start carried a new account's proof (sign-up-proof.entity.ts); absent on older items. */
    proven: { type: 'boolean' },
    /** Epoch milliseconds; reads ignore an item past it, since TTL deletion may lag. */
    expiresAt: { type: 'number', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUsername: {
      pk: { field: 'pk', composite: ['username'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const signInAttemptEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(signInAttemptSchema, { client, table });
