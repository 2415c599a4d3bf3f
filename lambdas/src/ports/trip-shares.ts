import type { BookingStatus } from '@wayfare/shared';

/**
 * The links a rider made to share a trip (docs/trips.md, Share my trip). A link's token is
 * `<bookingId>.<secret>`: the secret is 192 random bits and the item's key, so a token is checked
 * with one GetItem and a booking's links are one Query of its own partition.
 */
export interface TripShare {
  bookingId: string;
  secret: string;
  /** The rider who made the link. */
  customer: string;
  createdAt: number;
  /** Set by Stop sharing: the link stays known, so its page can say it ended. */
  revokedAt?: number;
}

export interface TripShares {
  create(share: TripShare): Promise<void>;
  get(bookingId: string, secret: string): Promise<TripShare | null>;
  /** Every link of the booking, revoked ones included (a booking has only a few). */
  list(bookingId: string): Promise<TripShare[]>;
  revoke(share: TripShare, at: number): Promise<void>;
}

export interface SharedTripPosition {
  lat: number;
  lng: number;
  heading?: number;
  eta?: number;
  at: number;
  status: BookingStatus;
}

/** A live frame to the holders of one link: a position, a step, or the end (no data). */
export interface SharedTripFrame {
  token: string;
  ended: boolean;
  status?: BookingStatus;
  position?: SharedTripPosition;
}
