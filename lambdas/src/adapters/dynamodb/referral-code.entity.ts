/**
 * Referral guards: one item per referral id, naming the user who holds it. Written in the same
 * transaction as the profile, they keep referral ids unique and answer "whose id is this" at
 * sign-up (product.md §7 validate_referrer) with one GetItem instead of a Scan.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const referralCodeSchema = {
  model: { entity: 'referralCode', version: '1', service: 'wayfare' },
  attributes: {
    referralId: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true },
  },
  indexes: {
    byReferralId: {
      pk: { field: 'pk', composite: ['referralId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const referralCodeEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(referralCodeSchema, { client, table });
