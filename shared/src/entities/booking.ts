import type { BookingStatus } from '../booking/booking-status';
import type { LatLng } from './user';
import type { CartItem } from './shop';
import type { DispatchProgress } from '../dispatch/dispatch-plan';
import type { FareLineKind } from '../pricing/fare';
import type { BookingFieldValues } from './booking-fields';

export * from './booking-fields';

/** A trip end: coordinates and the address text. */
export interface Place extends LatLng {
  add: string;
}

export interface PromoDetails {
  promo_name: string;
  promo_discount_type: 'flat' | 'percentage';
  promo_discount_value: number;
  /** The promo whose use this booking holds (absent on bookings made before it was kept). */
  promoId?: string;
}

/**
 * product.md §3 Booking, with the API's numbers for amounts. Timestamps are epoch milliseconds.
 * Its plain fields are declared in BOOKING_FIELDS (booking-fields.ts); the structured ones here.
 */
export interface Booking extends BookingFieldValues {
  pickup: Place;
  drop: Place;
  /** Up to MAX_TRIP_STOPS places between the pickup and the drop, in the order they are driven. */
  stops?: Place[];
  cartData?: CartItem[];
  /**
   * The fare's parts as the quote priced them (base, distance, time, parcel, option, minimum),
   * adding up to trip_cost − convenience_fees − cart_total; absent on bookings made before.
   */
  fare_lines?: BookingFareLine[];
  promo_details?: PromoDetails;
  paymentPacket?: Readonly<Record<string, unknown>>;
  /**
   * Card payments approved for this booking that did not pay it (late, duplicate, after another
   * payment or a cancel): each was credited to the rider's wallet (docs/money.md).
   */
  returnedPayments?: ReturnedPayment[];
  /** A card tip asked of the provider and not yet paid, or the provider's payment that paid it. */
  tipCard?: TipCardOrder;
  /** Drivers offered the trip: uid → true. */
  requestedDrivers?: Readonly<Record<string, true>>;
  /** Dispatch rounds of a NEW booking (dispatch/dispatch-plan.ts); absent once it is taken. */
  dispatch?: DispatchProgress;
  /** The admin's latest assign-driver offer, kept as its trace (booking/assignment.ts). */
  assignment?: BookingAssignment;
}

/** How the push of an assignment went: sent to a device, none registered, refused, or no push platform. */
export type AssignmentNotice = 'pending' | 'sent' | 'no_device' | 'failed' | 'off';

/** One part of a booking's fare, in API numbers. */
export interface BookingFareLine {
  kind: FareLineKind;
  amount: number;
}

/** An admin's assign-driver offer (product.md §4): whom, by whom, when, until when, and its push. */
export interface BookingAssignment {
  driver: string;
  driverName: string;
  by: string;
  /** Epoch ms of the offer, and of the moment it stops waiting for the driver's answer. */
  at: number;
  expiresAt: number;
  notice: AssignmentNotice;
}

/** product.md §3 Tracking entry, one per driver position report of a booking. */
export interface TrackingEntry extends LatLng {
  /** Epoch milliseconds. */
  at: number;
  status: BookingStatus;
  /** Direction of travel in degrees clockwise from north (tracking/live-position.ts). */
  heading?: number;
  /** Seconds to the trip's next stop (pickup before it, drop on the trip), from the server's route. */
  eta?: number;
  /** When `eta` was last asked of the route provider (epoch ms); later entries carry it down. */
  routedAt?: number;
}

/** A card tip's order at the booking's provider (order id `tip-<bookingId>`), in Money units. */
export interface TipCardOrder {
  provider: string;
  amountMinor: number;
  /** The provider's payment that paid the tip; absent while it waits. */
  transactionId?: string;
}

/** A card payment the booking did not need, given back to the rider's wallet. */
export interface ReturnedPayment {
  provider: string;
  transactionId: string;
  amount: number;
  /** Epoch ms of the credit. */
  at: number;
}
