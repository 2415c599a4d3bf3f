/**
 * Contact guards: one item per e-mail address or mobile number in use, naming the user who holds
 * it. Written in the same transaction as the profile, they keep contacts unique (a second create
 * fails its condition) and answer "who has this contact" with one GetItem instead of a Scan.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const CONTACT_KINDS = ['email', 'mobile'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const userContactSchema = {
  model: { entity: 'userContact', version: '1', service: 'wayfare' },
  attributes: {
    kind: { type: CONTACT_KINDS, required: true, readOnly: true },
    /** Normalised: e-mail lower-cased, mobile without spaces. */
    value: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true },
  },
  indexes: {
    byContact: {
      pk: { field: 'pk', composite: ['kind', 'value'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const userContactEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(userContactSchema, { client, table });
