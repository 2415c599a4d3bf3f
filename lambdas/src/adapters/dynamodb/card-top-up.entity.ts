/**
 * A rider's wallet top-up by card (docs/money.md): created PENDING when the rider starts it, then
 * PAID (with the crediting payment, in the transaction that credits the wallet) or DECLINED by the
 * provider's verified callback. Access pattern: by id (the rider's return and the callback).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const cardTopUpSchema = {
  model: { entity: 'cardTopUp', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    provider: { type: 'string', required: true, readOnly: true },
    status: { type: ['PENDING', 'PAID', 'DECLINED'] as const, required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    transactionId: { type: 'string' },
    paidAt: { type: 'number' },
    declinedAt: { type: 'number' },
    ignoredApprovals: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          transactionId: { type: 'string', required: true },
          at: { type: 'number', required: true },
          reason: { type: ['replayed', 'already-credited'] as const, required: true },
        },
      },
    },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const cardTopUpEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(cardTopUpSchema, { client, table });
