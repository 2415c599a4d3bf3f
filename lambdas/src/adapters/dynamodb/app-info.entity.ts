/** App info (product.md §2 /appinfo): the public site's long texts, one item. */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const appInfoSchema = {
  model: { entity: 'appInfo', version: '1', service: 'wayfare' },
  attributes: {
    aboutUs: { type: 'string', required: true },
    privacyPolicy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const appInfoEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(appInfoSchema, { client, table });
