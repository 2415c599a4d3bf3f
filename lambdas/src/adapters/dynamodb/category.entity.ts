/** Shop categories (product.md §3 Category). Access patterns: by id; all, newest first. */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { byIdAndNewestFirst } from './newest-first.indexes';

export const categorySchema = {
  model: { entity: 'category', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: byIdAndNewestFirst('categories'),
} as const;

export const categoryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(categorySchema, { client, table });
