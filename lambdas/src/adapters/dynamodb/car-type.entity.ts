/**
 * Car types (product.md §3). Rates and fares in integer Money units; the convenience fee too — for a
 * percentage fee it is the percentage in the same fixed-point units. `image` is a storage key; parcel types and options are
 * priced extras (delivery).
 * Access patterns: by id; all, in the order they were added (the order riders pick from).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const units = { type: 'number', required: true } as const;

/** Delivery extras (parcel types, options): a name and an amount in Money units each. */
const pricedOptions = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      name: { type: 'string', required: true },
      amountMinor: { type: 'number', required: true },
    },
  },
} as const;

export const carTypeSchema = {
  model: { entity: 'carType', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    image: { type: 'string' },
    rate_per_unit_distanceMinor: units,
    rate_per_hourMinor: units,
    base_fareMinor: units,
    min_fareMinor: units,
    convenience_feesMinor: units,
    convenience_fee_type: { type: ['flat', 'percentage'] as const, required: true },
    parcelTypes: pricedOptions,
    options: pricedOptions,
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    inOrderAdded: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: '$wayfare#carTypes' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] },
    },
  },
} as const;

export const carTypeEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(carTypeSchema, { client, table });
