/**
 * Cancellation reasons (product.md §3): one item holding the ordered list of labels; a reason's value
 * is its index, so it is derived on read and can never disagree with the order.
 * Access pattern: the list, one GetItem.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const cancelReasonsSchema = {
  model: { entity: 'cancelReasons', version: '1', service: 'wayfare' },
  attributes: {
    labels: { type: 'list', required: true, items: { type: 'string', required: true } },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const cancelReasonsEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(cancelReasonsSchema, { client, table });
