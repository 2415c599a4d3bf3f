/**
 * Which language is the default: one item, written in the same transaction as the languages'
 * `isDefault` flags, so "exactly one default" holds and reading it is a single GetItem.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const languageDefaultSchema = {
  model: { entity: 'languageDefault', version: '1', service: 'wayfare' },
  attributes: {
    languageId: { type: 'string', required: true },
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const languageDefaultEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(languageDefaultSchema, { client, table });
