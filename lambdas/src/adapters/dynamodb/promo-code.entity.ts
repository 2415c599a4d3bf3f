/**
 * Promo code guards: one item per code, lower-cased, naming the promo that holds it. Written in the
 * same transaction as the promo (create, rename, delete), they keep codes unique whatever their
 * case: two admins saving WALK10 and walk10 at the same moment cannot both win.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const promoCodeSchema = {
  model: { entity: 'promoCode', version: '1', service: 'wayfare' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    promoId: { type: 'string', required: true },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['code'], casing: 'lower' },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const promoCodeEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(promoCodeSchema, { client, table });
