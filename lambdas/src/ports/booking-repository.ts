import type {
  AuditEntry,
  Booking,
  BookingStatus,
  PaymentMode,
  Place,
  RiderRatingAdded,
  TrackingEntry,
} from '@wayfare/shared';
import type { Page, PageRequest } from './page';
import type { WalletPostingOrder } from './wallet-ledger';

/** A booking as read, with the version a write must condition on (optimistic locking). */
export interface VersionedBooking {
  booking: Booking;
  version: number;
}

/** A task in a driver's list (product.md §5): what the driver needs to decide, without the booking read. */
export interface BookingOffer {
  bookingId: string;
  driver: string;
  reference: string;
  customer_name: string;
  pickup: Place;
  drop: Place;
  carType: string;
  tripdate: number;
  bookingDate: number;
  trip_cost: number;
  /** When the offer lapses (epoch ms, shared offerExpiryOf); absent: it stands while the booking is NEW. */
  expiresAt?: number;
}

export interface BookingChangeRequest {
  /** The booking the domain operation started from, as read. */
  before: VersionedBooking;
  /** The booking the domain operation returned. */
  after: Booking;
  /** A tracking entry the operation adds (accept, REACHED), written in the same transaction. */
  tracking?: TrackingEntry;
  /**
   * Wallet postings of the change (settlement: the rider's wallet payment, the driver's share),
   * written in the same transaction; a debit the balance does not cover fails the whole change
   * with INSUFFICIENT_FUNDS.
   */
  postings?: readonly WalletPostingOrder[];
  /** An operator's change (assignment, cancellation): its audit entry, in the same transaction. */
  audit?: AuditEntry;
  /** A driver's rating of the rider, added to the rider's sum and count in the same transaction. */
  riderRated?: RiderRatingAdded;
  /** A rider's rating of the driver, added to the driver's sum and count in the same transaction. */
  driverRated?: { driverUid: string; rate: number };
}

/**
 * A transaction holds at most 100 items: the booking, a tracking entry, an operator's audit entry,
 * and the offers put and deleted. Offering a trip to more drivers than this at once is refused as a programming error.
 */
export const MAX_REQUESTED_DRIVERS = 45;

/**
 * Bookings and the tasks offered to drivers. Every write is one transaction: the booking, its
 * reference guard (on create), the offer items that mirror requestedDrivers, and any tracking
 * entry of the change. Writes condition on the version read; a booking changed meanwhile fails
 * with CONFLICT ('booking_unavailable'), and nothing is written.
 */
export interface BookingRepository {
  /**
   * Fails with BookingReferenceTakenError when another booking holds the reference (the caller
   * draws a new one), and with CONFLICT when the id exists.
   */
  create(booking: Booking): Promise<VersionedBooking>;
  getById(id: string): Promise<VersionedBooking | null>;
  getByReference(reference: string): Promise<VersionedBooking | null>;
  /** Newest first (bookingDate), each of them, within the request's date window when it has one. */
  listByCustomer(customer: string, request: BookingListRequest): Promise<Page<Booking>>;
  listByDriver(driver: string, request: BookingListRequest): Promise<Page<Booking>>;
  listByFleetAdmin(fleetadmin: string, request: BookingListRequest): Promise<Page<Booking>>;
  /**
   * The party's bookings under way (not COMPLETE or CANCELLED) where it is the rider or the
   * assigned driver, newest first: full pages however many finished bookings are newer. Each is read
   * as it is now, so one that ended since its listing was read may be among them; the request's
   * statuses are not applied.
   */
  listActive(party: string, request: BookingListRequest): Promise<Page<Booking>>;
  /**
   * Lists every booking under way under its parties again (idempotent), read from the status
   * index: for a table kept from before that listing existed. Returns how many bookings it read.
   */
  restoreActiveListings(): Promise<number>;
  listAll(request: BookingListRequest): Promise<Page<Booking>>;
  listByStatus(status: BookingStatus, request: BookingListRequest): Promise<Page<Booking>>;
  /**
   * The back office's search: every booking of one listing that passes the filter, newest first,
   * reading at most `maxRead` index items (filtered ones count), so no search walks a whole
   * index. `complete` is false when the bound stopped the read before the listing ended.
   */
  matchAll(listing: BookingListing, filter: BookingFilter, maxRead: number): Promise<BookingMatches>;
  /** NEW bookings offered to the driver, newest first. */
  listOffersTo(driver: string, request: PageRequest): Promise<Page<BookingOffer>>;
  /** One driver's offer of one booking, or null when it has none. */
  getOffer(driver: string, booking: Pick<Booking, 'id' | 'bookingDate'>): Promise<BookingOffer | null>;
  /**
   * A driver's accept: succeeds only while the stored booking is NEW, offered to `driver` and
   * unchanged since read; exactly one of many concurrent accepts wins, the others get
   * CONFLICT. All offer items of the booking go in the same transaction.
   */
  accept(change: BookingChangeRequest & { driver: string }): Promise<VersionedBooking>;
  /** Any other change (cancel, decline, assign, trip steps): conditional on status and version. */
  save(change: BookingChangeRequest): Promise<VersionedBooking>;
  /**
   * Records that the rider was told the driver is arriving, at most once per booking: one
   * conditional update that holds only while the stored booking is ACCEPTED and not yet marked,
   * so of concurrent position reports exactly one marks it. It moves the version on, like every
   * change. Null when it was marked already or the trip is no longer ACCEPTED.
   */
  markArrivingNotice(id: string, at: number): Promise<VersionedBooking | null>;
}

/**
 * A booking history request: a page, optionally within a window of booking dates (epoch ms,
 * `from` inclusive, `to` exclusive) read as a key condition on the listing's index.
 */
export interface BookingListRequest extends PageRequest {
  from?: number;
  to?: number;
  /**
   * Only bookings in one of these statuses (a rider's active trips, say). DynamoDB filters after
   * it reads, so a page may come back short after a bounded number of reads; nextToken continues.
   * The listings by customer, driver and fleet admin apply it; the admin's sharded ones do not.
   */
  statuses?: readonly BookingStatus[];
}

/** Which index a search reads: one party's bookings, one status, or all. */
export type BookingListing =
  | { by: 'customer' | 'driver' | 'fleet'; uid: string }
  | { by: 'status'; status: BookingStatus }
  | { by: 'all' };

/** What a search keeps: a date window (a key condition) and filters DynamoDB applies while reading. */
export interface BookingFilter {
  from?: number;
  to?: number;
  statuses?: readonly BookingStatus[];
  paymentMode?: PaymentMode;
  driver?: string;
  fleetadmin?: string;
}

export interface BookingMatches {
  items: Booking[];
  complete: boolean;
}

/** The 6-letter reference is unique; a collision asks the caller to draw another one. */
export class BookingReferenceTakenError extends Error {
  constructor(readonly reference: string) {
    super(`Booking reference ${reference} is taken`);
    this.name = 'BookingReferenceTakenError';
  }
}
