/**
 * The booking's plain fields, declared once (docs/architecture.md, "Adding a booking field"): a
 * field's kind, whether every booking holds it, and how it crosses the API. The `Booking` type's
 * plain part, the stored attributes (an amount as `<name>Minor` integer units) and the item ↔
 * Booking mapping derive from this table; the GraphQL schema's `Booking` is checked against it
 * (lambdas/src/api/booking-fields.schema.test.ts). Structured fields (places, lists, maps) stay
 * written out in booking.ts and booking.entity.ts.
 */
import { BOOKING_STATUSES } from '../booking/booking-status';

export const PAYMENT_MODES = ['cash', 'wallet', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

interface Plain {
  /** Every booking holds it from creation (non-null in the schema too). */
  required?: true;
  /** Set at creation, never changed (readOnly in the table). */
  fixed?: true;
  /** Kept for the server: not in the schema's `Booking`, never returned. */
  internal?: true;
}

/** A user's id (`ID` on the wire). */
export interface IdField extends Plain {
  kind: 'id';
}
export interface TextField extends Plain {
  kind: 'text';
}
export interface FlagField extends Plain {
  kind: 'flag';
}
/** Any number (`Float`): a rating, a distance. */
export interface NumberField extends Plain {
  kind: 'number';
}
/** A count (`Int`). */
export interface WholeField extends Plain {
  kind: 'whole';
}
/** Epoch milliseconds (`AWSTimestamp`). */
export interface TimeField extends Plain {
  kind: 'time';
}
/**
 * An amount: an API number in the domain and on the wire (`Float`), integer Money units in the
 * table as `<name>Minor`, so no float reaches a sum.
 */
export interface MoneyField extends Plain {
  kind: 'money';
  /** The contract's name when it is not the field's (`discount` for discount_amount). */
  wireName?: string;
}
/** One of `values` (a GraphQL enum with exactly these values). */
export interface ChoiceField extends Plain {
  kind: 'choice';
  values: readonly string[];
  /** What the API returns for a booking stored without it (non-null on the wire). */
  readAs?: string;
}

export type BookingField =
  IdField | TextField | FlagField | NumberField | WholeField | TimeField | MoneyField | ChoiceField;

/** product.md §3 Booking's plain fields, and the server's own (internal). */
export const BOOKING_FIELDS = {
  id: { kind: 'id', required: true, fixed: true },
  /** 6 uppercase letters. */
  reference: { kind: 'text', required: true, fixed: true },
  customer: { kind: 'id', required: true, fixed: true },
  customer_email: { kind: 'text', internal: true },
  customer_name: { kind: 'text', required: true },
  customer_contact: { kind: 'text' },
  customer_token: { kind: 'text', internal: true },
  customer_image: { kind: 'text' },
  pickupAddress: { kind: 'text', internal: true },
  status: { kind: 'choice', values: BOOKING_STATUSES, required: true },
  tripdate: { kind: 'time', required: true },
  bookingDate: { kind: 'time', required: true, fixed: true },
  /** Shop delivery: the cart's goods, included in trip_cost (the operator's, not the driver's). */
  cart_total: { kind: 'money' },
  /** Shop delivery paid up front (card or wallet, while PAYMENT_PENDING): when it was paid. */
  paidAt: { kind: 'time', internal: true },
  carType: { kind: 'text', required: true },
  /** Delivery: the parcel type and option priced into trip_cost (their names). */
  parcelType: { kind: 'text' },
  option: { kind: 'text' },
  trip_cost: { kind: 'money', required: true },
  driver: { kind: 'id' },
  driver_token: { kind: 'text', internal: true },
  driver_name: { kind: 'text' },
  driver_image: { kind: 'text' },
  driver_contact: { kind: 'text' },
  driverRating: { kind: 'number' },
  vehicle_number: { kind: 'text' },
  /** The assigned driver's car at accept, so its riders find it: make, model, colour. */
  vehicle_make: { kind: 'text' },
  vehicle_model: { kind: 'text' },
  vehicle_color: { kind: 'text' },
  driver_share: { kind: 'money' },
  discount_amount: { kind: 'money', wireName: 'discount' },
  convenience_fees: { kind: 'money' },
  customer_paid: { kind: 'money' },
  // Every booking is created with its payment mode; product.md's entity allows none, read as cash.
  payment_mode: { kind: 'choice', values: PAYMENT_MODES, readAs: 'cash' },
  gateway: { kind: 'text' },
  cardPaymentAmount: { kind: 'money' },
  cashPaymentAmount: { kind: 'money' },
  usedWalletMoney: { kind: 'money' },
  payableAmount: { kind: 'money' },
  /**
   * A wallet trip: the amount held on the rider's wallet for it from booking until it is paid or
   * cancelled (shared wallet-hold.ts). Kept afterwards as a record of what was held.
   */
  walletHold: { kind: 'money' },
  promo_applied: { kind: 'flag' },
  otp: { kind: 'text' },
  /** Wrong ride codes typed since the last lock (shared ride-code.ts). */
  rideCodeTries: { kind: 'whole', internal: true },
  /** Until when starting is locked after too many wrong ride codes. */
  rideCodeLockedUntil: { kind: 'time', internal: true },
  reason: { kind: 'text' },
  cancelledBy: { kind: 'text' },
  rating: { kind: 'number' },
  /** The rider's words with its rating of the driver (at most 500 characters). */
  ratingComment: { kind: 'text' },
  /** The driver's rating of the rider (1–5), once per trip, after it is over (booking/rider-rating.ts). */
  riderRating: { kind: 'whole' },
  /** The driver's words with its rating of the rider (at most 500 characters). */
  riderRatingComment: { kind: 'text' },
  /**
   * The rider's average rating from drivers (one decimal) and how many ratings it rests on, as the
   * rider's profile had them at booking: what an offered driver sees.
   */
  customerRating: { kind: 'number' },
  customerRatingCount: { kind: 'whole' },
  /** When the driver reported ARRIVED: a no-show may be reported `noShowWaitMinutes` later. */
  arrivedAt: { kind: 'time' },
  /** A no-show's fee charged to the rider (settings.noShowFee at the time; absent when none). */
  noShowFee: { kind: 'money' },
  /** The rider's tip, paid in full to the driver (payments/tip.ts); set once, when it is paid. */
  tip: { kind: 'money' },
  fleetadmin: { kind: 'id' },
  pickup_image: { kind: 'text' },
  deliver_image: { kind: 'text' },
  /** Route length of the quote, in settings' unit, and its duration. */
  distance: { kind: 'number' },
  durationSecs: { kind: 'whole' },
  /** When the rider was told the driver is close to the pickup (tracking/arriving-notice.ts); once per trip. */
  arrivingNoticeAt: { kind: 'time' },
  /** When the rider last changed the drop during the trip (booking/drop-change.ts); the driver's screen marks it. */
  dropChangedAt: { kind: 'time' },
} as const satisfies Record<string, BookingField>;

type Fields = typeof BOOKING_FIELDS;
export type BookingFieldName = keyof Fields;

/** The table's entries in its order, typed. */
export const BOOKING_FIELD_ENTRIES = Object.entries(BOOKING_FIELDS) as [BookingFieldName, BookingField][];

/** The field's name in the schema's `Booking`. */
export const bookingWireName = (name: string, field: BookingField): string =>
  ('wireName' in field && field.wireName) || name;

/** The names of the fields whose declaration has `Shape`. */
type FieldNamesWith<Shape> = {
  [K in BookingFieldName]: Fields[K] extends Shape ? K : never;
}[BookingFieldName];

/** The amounts, stored in Money units as `<name>Minor`. */
export type BookingMoneyField = FieldNamesWith<{ kind: 'money' }>;
export const BOOKING_MONEY_FIELDS = BOOKING_FIELD_ENTRIES.flatMap(([name, field]) =>
  field.kind === 'money' ? [name] : [],
) as BookingMoneyField[];

/** The fields the server keeps for itself: never returned. */
export type InternalBookingField = FieldNamesWith<{ internal: true }>;
export const INTERNAL_BOOKING_FIELDS = BOOKING_FIELD_ENTRIES.flatMap(([name, field]) =>
  field.internal ? [name] : [],
) as InternalBookingField[];

type ValueOf<F extends BookingField> = F extends { kind: 'id' | 'text' }
  ? string
  : F extends { kind: 'flag' }
    ? boolean
    : F extends { values: readonly (infer Value)[] }
      ? Value
      : number;

type RequiredField = FieldNamesWith<{ required: true }>;

/** The booking's plain fields: those every booking holds, and the others, absent until set. */
export type BookingFieldValues = { [K in RequiredField]: ValueOf<Fields[K]> } & {
  [K in Exclude<BookingFieldName, RequiredField>]?: ValueOf<Fields[K]>;
};
