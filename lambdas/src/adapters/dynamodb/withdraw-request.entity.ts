/**
 * Withdraw requests (product.md §3). The amount is reserved from the wallet when the request is made and
 * the request is processed once (processed false → true with procesDate, a conditional write).
 * Access patterns: by id; all requests for the back office, unprocessed first and each group
 * newest first (`openRank` is 1 while unprocessed, 0 after, and the list is read descending);
 * a user's own requests, newest first.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const OPEN_RANK = { unprocessed: 1, processed: 0 } as const;

export const withdrawRequestSchema = {
  model: { entity: 'withdrawRequest', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
    date: { type: 'string', required: true, readOnly: true },
    bankName: { type: 'string', required: true },
    bankCode: { type: 'string', required: true },
    bankAccount: { type: 'string', required: true },
    processed: { type: 'boolean', required: true },
    procesDate: { type: 'string' },
    openRank: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    backOffice: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: '$wayfare#withdraws' },
      sk: { field: 'gsi1sk', composite: ['openRank', 'date', 'id'] },
    },
    byUserNewest: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['uid'] },
      sk: { field: 'gsi2sk', composite: ['date', 'id'] },
    },
  },
} as const;

export const withdrawRequestEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(withdrawRequestSchema, { client, table });
