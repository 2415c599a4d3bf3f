/**
 * Promos (product.md §3). Money fields (max discount, min order) in integer Money units; the discount
 * value too — for a percentage promo it is the percentage in the same fixed-point units, exact
 * either way. `usedCount` is the usage counter that redemptions raise under the condition
 * usedCount < promo_usage_limit (promo-redemption.entity.ts holds who used it).
 * Access patterns: by id; all promos, newest first; by name, as riders type it (keys are lower-cased,
 * so the lookup ignores case).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { byIdAndNewestFirst } from './newest-first.indexes';

export const promoSchema = {
  model: { entity: 'promo', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    promo_name: { type: 'string', required: true },
    promo_description: { type: 'string', required: true },
    promo_discount_type: { type: ['flat', 'percentage'] as const, required: true },
    promo_discount_valueMinor: { type: 'number', required: true },
    max_promo_discount_valueMinor: { type: 'number', required: true },
    min_orderMinor: { type: 'number', required: true },
    /** Last valid moment, epoch ms. */
    promo_validity: { type: 'number', required: true },
    promo_usage_limit: { type: 'number', required: true },
    usedCount: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    ...byIdAndNewestFirst('promos'),
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['promo_name'], casing: 'lower' },
      // The id only: an edit (a patch without createdAt) can then move the promo to its new name.
      sk: { field: 'gsi2sk', composite: ['id'] },
    },
  },
} as const;

export const promoEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(promoSchema, { client, table });
