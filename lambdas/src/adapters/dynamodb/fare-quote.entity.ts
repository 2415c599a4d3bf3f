/**
 * Fare quotes (estimateFare → createBooking): the server's price of one trip, kept until it
 * expires (`ttl` removes it some time after expiresAt; reads check expiresAt themselves) or is
 * booked. Amounts in integer Money units. Access pattern: by quote id.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { fareLinesAttribute } from './fare-lines.attribute';
import { placeAttribute, stopsAttribute } from './place.attribute';

export const fareQuoteSchema = {
  model: { entity: 'fareQuote', version: '1', service: 'wayfare' },
  attributes: {
    quoteId: { type: 'string', required: true, readOnly: true },
    rider: { type: 'string', required: true, readOnly: true },
    carType: { type: 'string', required: true },
    carTypeName: { type: 'string', required: true },
    pickup: placeAttribute,
    drop: placeAttribute,
    stops: stopsAttribute,
    distance: { type: 'number', required: true },
    distanceUnit: { type: ['km', 'mile'] as const, required: true },
    durationSecs: { type: 'number', required: true },
    polyline: { type: 'string' },
    parcelType: { type: 'string' },
    option: { type: 'string' },
    fareMinor: { type: 'number', required: true },
    /** Absent on quotes stored before the fare's parts were kept. */
    fareLines: fareLinesAttribute,
    convenienceFeeMinor: { type: 'number', required: true },
    discountMinor: { type: 'number', required: true },
    grandTotalMinor: { type: 'number', required: true },
    currency: { type: 'string', required: true },
    promo: {
      type: 'map',
      properties: {
        promoId: { type: 'string', required: true },
        promo_name: { type: 'string', required: true },
        promo_discount_type: { type: ['flat', 'percentage'] as const, required: true },
        promo_discount_value: { type: 'number', required: true },
      },
    },
    /** A new drop for a trip under way: the booking and its version priced (trips/drop-change.ts). */
    dropChange: {
      type: 'map',
      properties: {
        bookingId: { type: 'string', required: true },
        bookingVersion: { type: 'number', required: true },
      },
    },
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['quoteId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const fareQuoteEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(fareQuoteSchema, { client, table });
