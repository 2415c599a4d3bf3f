/**
 * Bookings (product.md §3 Booking). Amounts are stored as integer Money units (`*Minor`), times as
 * epoch milliseconds zero-padded in keys so that string order is time order.
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
import { BOOKING_STATUSES } from '@wayfare/shared';
import { fareLinesAttribute } from './fare-lines.attribute';
import { placeAttribute, stopsAttribute } from './place.attribute';

const text = { type: 'string' } as const;
const money = { type: 'number' } as const;
/** Epoch ms: 13 digits until the year 2286; padding keeps shorter values in order too. */
const epochMs = { type: 'number', required: true, padding: { length: 13, char: '0' } } as const;

export const bookingSchema = {
  model: { entity: 'booking', version: '1', service: 'wayfare' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string', required: true, readOnly: true },
    /** Write shard of the date and status indexes, derived from the id (booking-shards.ts). */
    shard: { type: 'number', required: true, readOnly: true },
    /** Optimistic lock: every write conditions on the version it read and adds one. */
    version: { type: 'number', required: true },
    customer: { type: 'string', required: true, readOnly: true },
    customer_email: text,
    customer_name: { type: 'string', required: true },
    customer_contact: text,
    customer_token: text,
    customer_image: text,
    pickup: placeAttribute,
    drop: placeAttribute,
    stops: stopsAttribute,
    pickupAddress: text,
    status: { type: BOOKING_STATUSES, required: true },
    tripdate: { type: 'number', required: true },
    bookingDate: { ...epochMs, readOnly: true },
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
    cart_totalMinor: money,
    paidAt: { type: 'number' },
    carType: { type: 'string', required: true },
    parcelType: text,
    option: text,
    trip_costMinor: { type: 'number', required: true },
    /** The fare's parts as quoted (shared FareLine), for the receipt. */
    fare_lines: fareLinesAttribute,
    driver: text,
    driver_token: text,
    driver_name: text,
    driver_image: text,
    driver_contact: text,
    driverRating: { type: 'number' },
    vehicle_number: text,
    vehicle_make: text,
    vehicle_model: text,
    vehicle_color: text,
    driver_shareMinor: money,
    discount_amountMinor: money,
    convenience_feesMinor: money,
    customer_paidMinor: money,
    payment_mode: { type: ['cash', 'wallet', 'card'] as const },
    gateway: text,
    cardPaymentAmountMinor: money,
    cashPaymentAmountMinor: money,
    usedWalletMoneyMinor: money,
    payableAmountMinor: money,
    walletHoldMinor: money,
    promo_applied: { type: 'boolean' },
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
    otp: text,
    rideCodeTries: { type: 'number' },
    rideCodeLockedUntil: { type: 'number' },
    reason: text,
    cancelledBy: text,
    rating: { type: 'number' },
    ratingComment: text,
    /** The driver's rating of the rider, once per trip (shared booking/rider-rating.ts). */
    riderRating: { type: 'number' },
    riderRatingComment: text,
    /** The rider's average from drivers and its count at booking, for the offered drivers. */
    customerRating: { type: 'number' },
    customerRatingCount: { type: 'number' },
    /** When the driver reported ARRIVED: the no-show wait runs from here (shared booking/driver-cancel.ts). */
    arrivedAt: { type: 'number' },
    noShowFeeMinor: { type: 'number' },
    /** The rider's tip once paid, and a card tip's order at the provider (shared payments/tip.ts). */
    tipMinor: money,
    tipCard: {
      type: 'map',
      properties: {
        provider: { type: 'string', required: true },
        amountMinor: { type: 'number', required: true },
        transactionId: text,
      },
    },
    fleetadmin: text,
    /** product.md §3's map of uid → true, stored as a string set so a condition can test membership. */
    requestedDrivers: { type: 'set', items: 'string' },
    pickup_image: text,
    deliver_image: text,
    distance: { type: 'number' },
    durationSecs: { type: 'number' },
    /** Dispatch rounds of a NEW booking (shared dispatch-plan.ts). */
    dispatch: {
      type: 'map',
      properties: {
        round: { type: 'number', required: true },
        nextAt: { type: 'number', required: true },
        offered: { type: 'list', required: true, items: { type: 'string' } },
      },
    },
    /** When the rider was told the driver is close (shared tracking/arriving-notice.ts): once per trip. */
    arrivingNoticeAt: { type: 'number' },
    /** When the rider last changed the drop during the trip (shared booking/drop-change.ts). */
    dropChangedAt: { type: 'number' },
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
