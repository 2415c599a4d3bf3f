/**
 * Languages (product.md §3 Language): translations are data. All languages share one partition, sorted by
 * id, so the list is one paged Query. `isDefault` mirrors the default pointer
 * (language-default.entity.ts), which is how the default is found without reading the list.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const languageSchema = {
  model: { entity: 'language', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    langName: { type: 'string', required: true },
    langLocale: { type: 'string', required: true, readOnly: true },
    dateLocale: { type: 'string', required: true },
    isDefault: { type: 'boolean', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    // Keys contain spaces and dots (the spec's message keys): stored as one map, replaced whole.
    keyValuePairs: { type: 'any', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
} as const;

export const languageEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(languageSchema, { client, table });
