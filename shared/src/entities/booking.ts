import type { BookingStatus } from '../booking/booking-status';
import type { LatLng } from './user';
import type { CartItem } from './shop';
import type { DispatchProgress } from '../dispatch/dispatch-plan';
import type { FareLineKind } from '../pricing/fare';

/** A trip end: coordinates and the address text. */
export interface Place extends LatLng {
  add: string;
}

export type PaymentMode = 'cash' | 'wallet' | 'card';

export interface PromoDetails {
  promo_name: string;
  promo_discount_type: 'flat' | 'percentage';
  promo_discount_value: number;
  /** The promo whose use this booking holds (absent on bookings made before it was kept). */
  promoId?: string;
}

/** product.md §3 Booking, with the API's numbers for amounts. Timestamps are epoch milliseconds. */
export interface Booking {
  id: string;
  /** 6 uppercase letters. */
  reference: string;
  customer: string;
  customer_email?: string;
  customer_name: string;
  customer_contact?: string;
  customer_token?: string;
  customer_image?: string;
  pickup: Place;
  drop: Place;
  /** Up to MAX_TRIP_STOPS places between the pickup and the drop, in the order they are driven. */
  stops?: Place[];
  pickupAddress?: string;
  status: BookingStatus;
  tripdate: number;
  bookingDate: number;
  cartData?: CartItem[];
  /** Shop delivery: the cart's goods, included in trip_cost (the operator's, not the driver's). */
  cart_total?: number;
  /** Shop delivery paid up front (card or wallet, while PAYMENT_PENDING): when it was paid. */
  paidAt?: number;
  carType: string;
  /** Delivery: the parcel type and option priced into trip_cost (their names). */
  parcelType?: string;
  option?: string;
  trip_cost: number;
  /**
   * The fare's parts as the quote priced them (base, distance, time, parcel, option, minimum),
   * adding up to trip_cost − convenience_fees − cart_total; absent on bookings made before.
   */
  fare_lines?: BookingFareLine[];
  driver?: string;
  driver_token?: string;
  driver_name?: string;
  driver_image?: string;
  driver_contact?: string;
  driverRating?: number;
  vehicle_number?: string;
  /** The assigned driver's car at accept, so its riders find it: make, model, colour. */
  vehicle_make?: string;
  vehicle_model?: string;
  vehicle_color?: string;
  driver_share?: number;
  discount_amount?: number;
  convenience_fees?: number;
  customer_paid?: number;
  payment_mode?: PaymentMode;
  gateway?: string;
  cardPaymentAmount?: number;
  cashPaymentAmount?: number;
  usedWalletMoney?: number;
  payableAmount?: number;
  /**
   * A wallet trip: the amount held on the rider's wallet for it from booking until it is paid or
   * cancelled (shared wallet-hold.ts). Kept afterwards as a record of what was held.
   */
  walletHold?: number;
  promo_applied?: boolean;
  promo_details?: PromoDetails;
  paymentPacket?: Readonly<Record<string, unknown>>;
  /**
   * Card payments approved for this booking that did not pay it (late, duplicate, after another
   * payment or a cancel): each was credited to the rider's wallet (docs/money.md).
   */
  returnedPayments?: ReturnedPayment[];
  otp?: string;
  /** Wrong ride codes typed since the last lock (shared ride-code.ts). */
  rideCodeTries?: number;
  /** Until when starting is locked after too many wrong ride codes. */
  rideCodeLockedUntil?: number;
  reason?: string;
  cancelledBy?: string;
  rating?: number;
  /** The rider's words with its rating of the driver (at most 500 characters). */
  ratingComment?: string;
  /** The driver's rating of the rider (1–5), once per trip, after it is over (booking/rider-rating.ts). */
  riderRating?: number;
  /** The driver's words with its rating of the rider (at most 500 characters). */
  riderRatingComment?: string;
  /**
   * The rider's average rating from drivers (one decimal) and how many ratings it rests on, as the
   * rider's profile had them at booking: what an offered driver sees.
   */
  customerRating?: number;
  customerRatingCount?: number;
  /** When the driver reported ARRIVED: a no-show may be reported `noShowWaitMinutes` later. */
  arrivedAt?: number;
  /** A no-show's fee charged to the rider (settings.noShowFee at the time; absent when none). */
  noShowFee?: number;
  /** The rider's tip, paid in full to the driver (payments/tip.ts); set once, when it is paid. */
  tip?: number;
  /** A card tip asked of the provider and not yet paid, or the provider's payment that paid it. */
  tipCard?: TipCardOrder;
  fleetadmin?: string;
  /** Drivers offered the trip: uid → true. */
  requestedDrivers?: Readonly<Record<string, true>>;
  pickup_image?: string;
  deliver_image?: string;
  /** Route length of the quote, in settings' unit, and its duration. */
  distance?: number;
  durationSecs?: number;
  /** Dispatch rounds of a NEW booking (dispatch/dispatch-plan.ts); absent once it is taken. */
  dispatch?: DispatchProgress;
  /** The admin's latest assign-driver offer, kept as its trace (booking/assignment.ts). */
  assignment?: BookingAssignment;
  /** When the rider was told the driver is close to the pickup (tracking/arriving-notice.ts); once per trip. */
  arrivingNoticeAt?: number;
  /** When the rider last changed the drop during the trip (booking/drop-change.ts); the driver's screen marks it. */
  dropChangedAt?: number;
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

/** A card payment the booking did not need, given back to the rider's wallet. */
/** A card tip's order at the booking's provider (order id `tip-<bookingId>`), in Money units. */
export interface TipCardOrder {
  provider: string;
  amountMinor: number;
  /** The provider's payment that paid the tip; absent while it waits. */
  transactionId?: string;
}

export interface ReturnedPayment {
  provider: string;
  transactionId: string;
  amount: number;
  /** Epoch ms of the credit. */
  at: number;
}
