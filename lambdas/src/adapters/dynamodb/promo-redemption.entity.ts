/**
 * One item per (promo, user) that used it: the "once per user" guard (created only if absent, in
 * the same transaction that raises the promo's usage counter) and the promo's used-by list
 * (product.md §3 user_avail). Access patterns: by (promo, user); a promo's users, in uid order.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const promoRedemptionSchema = {
  model: { entity: 'promoRedemption', version: '1', service: 'wayfare' },
  attributes: {
    promoId: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    /** What the promo was applied to, for example a booking id. */
    reference: { type: 'string', required: true, readOnly: true },
    redeemedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPromo: {
      pk: { field: 'pk', composite: ['promoId'] },
      sk: { field: 'sk', composite: ['uid'] },
    },
  },
} as const;

export const promoRedemptionEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(promoRedemptionSchema, { client, table });
