import type { FareLine, Money, Place, PromoDetails } from '@wayfare/shared';

/** A priced trip as estimateFare stored it (the API's FareQuote, amounts as Money). */
export interface StoredQuote {
  quoteId: string;
  /** The rider it was priced for; only this rider may book it. */
  rider: string;
  carType: string;
  /** The car type's name: what bookings and drivers' profiles carry (product.md §3). */
  carTypeName: string;
  pickup: Place;
  drop: Place;
  /** The trip's stops between pickup and drop, in order; the route and fare pass through them. */
  stops?: Place[];
  distance: number;
  distanceUnit: 'km' | 'mile';
  durationSecs: number;
  polyline?: string;
  /** Delivery: the names of the parcel type and option priced in (the booking carries them). */
  parcelType?: string;
  option?: string;
  fare: Money;
  /** The fare's parts (shared calculateFare), copied to the booking for its receipt. */
  fareLines: FareLine[];
  convenienceFee: Money;
  discount: Money;
  grandTotal: Money;
  currency: string;
  /** The promo whose discount is included, held at booking (usage limit). */
  promo?: PromoDetails & { promoId: string };
  /**
   * A new drop for a trip under way (trips/drop-change.ts): the booking and the version it was
   * priced on. Such a quote is accepted by acceptDropChange, never booked.
   */
  dropChange?: { bookingId: string; bookingVersion: number };
  /** Epoch ms. */
  expiresAt: number;
}

/** Quotes live until they expire or are booked; each is booked at most once. */
export interface FareQuoteStore {
  put(quote: StoredQuote): Promise<void>;
  get(quoteId: string): Promise<StoredQuote | null>;
  /**
   * Removes the quote for a booking, only while it belongs to `rider` and is unexpired at `now`:
   * of two bookings of one quote, one gets it. Throws CONFLICT 'quote_expired' otherwise.
   */
  take(quoteId: string, rider: string, now: number): Promise<StoredQuote>;
}
