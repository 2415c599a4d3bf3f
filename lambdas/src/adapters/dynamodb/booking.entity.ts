/**
 * Bookings (product.md §3 Booking). The plain attributes derive from BOOKING_FIELDS (shared
 * booking-fields.ts); keys, index copies and structured attributes are written out here. Amounts are
 * stored as integer Money units (`*Minor`), times as epoch milliseconds zero-padded in keys so that
 * string order is time order.
 *
 * Access patterns (docs/data-model.md):
 * - byId: GetItem by booking id
 * - byCustomer (gsi1), byDriver (gsi2, sparse: set once accepted), byFleetAdmin (gsi3, sparse):
 *   newest first
 * - byDate (gsi4): every booking, newest first, spread over BOOKING_SHARDS partitions
 * - byStatus (gsi5): one status, newest first, spread over the same shards
 * The reference lookup goes through the booking-reference guard item. The sharded indexes keep the
 * id's case in their sort keys so that DynamoDB's order and the page merge's order agree.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  BOOKING_FIELD_ENTRIES,
  type BOOKING_FIELDS,
  type BookingField,
  type BookingFieldName,
} from '@wayfare/shared';
import { fareLinesAttribute } from './fare-lines.attribute';
import { placeAttribute, stopsAttribute } from './place.attribute';

const text = { type: 'string' } as const;
/** Epoch ms: 13 digits until the year 2286; padding keeps shorter values in order too. */
const epochMs = { type: 'number', required: true, padding: { length: 13, char: '0' } } as const;

type Fields = typeof BOOKING_FIELDS;

/** A plain field's stored attribute name: an amount is kept in Money units, `<name>Minor`. */
type StoredName<K extends BookingFieldName> = Fields[K] extends { kind: 'money' } ? `${K}Minor` : K;
const storedName = (name: BookingFieldName, field: BookingField): string =>
  field.kind === 'money' ? `${name}Minor` : name;

type Stored<F> = F extends { kind: 'id' | 'text' }
  ? 'string'
  : F extends { kind: 'flag' }
    ? 'boolean'
    : F extends { values: infer Values }
      ? Values
      : 'number';
type AttributeOf<F> = { type: Stored<F> } & (F extends { required: true } ? { required: true } : unknown) &
  (F extends { fixed: true } ? { readOnly: true } : unknown);

function attributeOf(field: BookingField) {
  const type =
    field.kind === 'id' || field.kind === 'text'
      ? 'string'
      : field.kind === 'flag'
        ? 'boolean'
        : field.kind === 'choice'
          ? field.values
          : 'number';
  return { type, ...(field.required && { required: true }), ...(field.fixed && { readOnly: true }) };
}

/** The attributes of BOOKING_FIELDS, each under its stored name. */
const plainAttributes = Object.fromEntries(
  BOOKING_FIELD_ENTRIES.map(([name, field]) => [storedName(name, field), attributeOf(field)]),
) as { [K in BookingFieldName as StoredName<K>]: AttributeOf<Fields[K]> };

export const bookingSchema = {
  model: { entity: 'booking', version: '1', service: 'wayfare' },
  attributes: {
    ...plainAttributes,
    /** Write shard of the date and status indexes, derived from the id (booking-shards.ts). */
    shard: { type: 'number', required: true, readOnly: true },
    /** Optimistic lock: every write conditions on the version it read and adds one. */
    version: { type: 'number', required: true },
    bookingDate: { ...epochMs, readOnly: true },
    pickup: placeAttribute,
    drop: placeAttribute,
    stops: stopsAttribute,
    cartData: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          productId: { type: 'string', required: true },
          quantity: { type: 'number', required: true },
          name: { type: 'string', required: true },
          /** Unit price at ordering. */
          amountMinor: { type: 'number', required: true },
        },
      },
    },
    /** The fare's parts as quoted (shared FareLine), for the receipt. */
    fare_lines: fareLinesAttribute,
    promo_details: {
      type: 'map',
      properties: {
        promo_name: { type: 'string', required: true },
        promo_discount_type: { type: ['flat', 'percentage'] as const, required: true },
        promo_discount_value: { type: 'number', required: true },
        /** The promo whose use the booking holds, given back if it is cancelled. */
        promoId: text,
      },
    },
    paymentPacket: { type: 'any' },
    returnedPayments: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          provider: { type: 'string', required: true },
          transactionId: { type: 'string', required: true },
          amountMinor: { type: 'number', required: true },
          at: { type: 'number', required: true },
        },
      },
    },
    /** A card tip's order at the provider (shared payments/tip.ts). */
    tipCard: {
      type: 'map',
      properties: {
        provider: { type: 'string', required: true },
        amountMinor: { type: 'number', required: true },
        transactionId: text,
      },
    },
    /** product.md §3's map of uid → true, stored as a string set so a condition can test membership. */
    requestedDrivers: { type: 'set', items: 'string' },
    /** Dispatch rounds of a NEW booking (shared dispatch-plan.ts). */
    dispatch: {
      type: 'map',
      properties: {
        round: { type: 'number', required: true },
        nextAt: { type: 'number', required: true },
        offered: { type: 'list', required: true, items: { type: 'string' } },
      },
    },
    /** The admin's latest assign-driver offer (shared booking/assignment.ts). */
    assignment: {
      type: 'map',
      properties: {
        driver: { type: 'string', required: true },
        driverName: { type: 'string', required: true },
        by: { type: 'string', required: true },
        at: { type: 'number', required: true },
        expiresAt: { type: 'number', required: true },
        notice: { type: ['pending', 'sent', 'no_device', 'failed', 'off'] as const, required: true },
      },
    },
    /**
     * Index-only copies of driver and fleetadmin, '' while unset: ElectroDB needs every composite
     * of a conditional index on each write, and the condition leaves such bookings out.
     */
    driverKey: { type: 'string', required: true, hidden: true },
    fleetKey: { type: 'string', required: true, hidden: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    byCustomer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['customer'] },
      sk: { field: 'gsi1sk', composite: ['bookingDate', 'id'] },
    },
    byDriver: {
      index: 'gsi2',
      // Sparse: a booking enters this index only once it has a driver.
      condition: (composite: Record<string, unknown>) => composite.driverKey !== '',
      pk: { field: 'gsi2pk', composite: ['driverKey'] },
      sk: { field: 'gsi2sk', composite: ['bookingDate', 'id'] },
    },
    byFleetAdmin: {
      index: 'gsi3',
      // Sparse: a booking enters this index only once it has a fleetadmin.
      condition: (composite: Record<string, unknown>) => composite.fleetKey !== '',
      pk: { field: 'gsi3pk', composite: ['fleetKey'] },
      sk: { field: 'gsi3sk', composite: ['bookingDate', 'id'] },
    },
    byDate: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['shard'] },
      sk: { field: 'gsi4sk', composite: ['bookingDate', 'id'], casing: 'none' },
    },
    byStatus: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['status', 'shard'] },
      sk: { field: 'gsi5sk', composite: ['bookingDate', 'id'], casing: 'none' },
    },
  },
} as const;

export const bookingEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(bookingSchema, { client, table });
