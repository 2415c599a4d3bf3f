/**
 * Shop products (product.md §3 Product); amount in integer Money units, image a storage key.
 * Access patterns: by id; all, newest first; a category's products, newest first.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { byIdAndNewestFirst } from './newest-first.indexes';

export const productSchema = {
  model: { entity: 'product', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    image: { type: 'string', required: true },
    category: { type: 'string', required: true },
    amountMinor: { type: 'number', required: true },
    size: { type: 'string', required: true },
    description: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    ...byIdAndNewestFirst('products'),
    byCategory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['category'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] },
    },
  },
} as const;

export const productEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(productSchema, { client, table });
