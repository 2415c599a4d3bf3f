/**
 * The back office's booking history (product.md §2, §4): the table's page, and the admin's driver
 * assignment. Cancel, tracking, chat and pay now are the apps' calls (trips.ts, money.ts).
 */
import { graphql } from './generated';
import type {
  AssignmentNotice,
  BookingHistoryFieldsFragment,
  BookingSort,
  BookingStatus,
  DriversForAssignmentQuery,
  PaymentMode,
} from './generated/graphql';
import { runOperation } from './graphql-client';

export type HistoryBooking = BookingHistoryFieldsFragment;
export type AssignmentCandidate = DriversForAssignmentQuery['driversForAssignment'][number];

/**
 * Every plain field (`fragment BookingPlainFields`, which `npm run codegen` writes from
 * BOOKING_FIELDS, so a new field reaches the back office without an edit here) and the structured
 * ones the table shows. The apps select their own (trips.ts), so their first load does not grow.
 */
graphql(`
  fragment BookingHistoryFields on Booking {
    ...BookingPlainFields
    pickup {
      lat
      lng
      add
    }
    drop {
      lat
      lng
      add
    }
    returnedPayments {
      provider
      transactionId
      amount
      at
    }
    requestedDrivers
    assignment {
      driver
      driverName
      at
      expiresAt
      notice
    }
  }
`);

const BOOKING_HISTORY = graphql(`
  query BookingHistory(
    $status: BookingStatus
    $from: AWSTimestamp
    $to: AWSTimestamp
    $limit: Int
    $nextToken: String
  ) {
    bookings(status: $status, from: $from, to: $to, limit: $limit, nextToken: $nextToken) {
      items {
        ...BookingHistoryFields
      }
      nextToken
    }
  }
`);
const SEARCH_BOOKINGS = graphql(`
  query SearchBookings(
    $search: String
    $status: BookingStatus
    $paymentMode: PaymentMode
    $driver: ID
    $from: AWSTimestamp
    $to: AWSTimestamp
    $sortBy: BookingSort
    $descending: Boolean
    $limit: Int
    $nextToken: String
  ) {
    searchBookings(
      search: $search
      status: $status
      paymentMode: $paymentMode
      driver: $driver
      from: $from
      to: $to
      sortBy: $sortBy
      descending: $descending
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...BookingHistoryFields
      }
      nextToken
      total
      totalIsExact
    }
  }
`);
const DRIVERS_FOR_ASSIGNMENT = graphql(`
  query DriversForAssignment($bookingId: ID!) {
    driversForAssignment(bookingId: $bookingId) {
      uid
      name
      carType
      vehicleNumber
      distance
    }
  }
`);
const ASSIGN_DRIVER = graphql(`
  mutation AssignDriver($bookingId: ID!, $driverUid: ID!) {
    assignDriver(bookingId: $bookingId, driverUid: $driverUid) {
      id
      status
      assignment {
        notice
      }
    }
  }
`);

const user = { authMode: 'userPool' as const };

/** What the table filters on, on the server: a status and booking dates (epoch ms, `to` exclusive). */
export interface BookingFilter {
  status?: BookingStatus | null;
  from?: number | null;
  to?: number | null;
}

export const listBookingHistory = async (
  request: BookingFilter & { limit: number; nextToken: string | null },
): Promise<{ items: HistoryBooking[]; nextToken: string | null }> => {
  const { items, nextToken } = (await runOperation(BOOKING_HISTORY, { ...user, variables: request }))
    .bookings;
  return { items, nextToken: nextToken ?? null };
};

/** The operators' search (admin, fleet admin): text, more filters, a sort. */
export interface BookingSearch extends BookingFilter {
  search?: string | null;
  paymentMode?: PaymentMode | null;
  driver?: string | null;
  sortBy?: BookingSort | null;
  descending?: boolean | null;
}

export interface BookingSearchPage {
  items: HistoryBooking[];
  nextToken: string | null;
  /** How many bookings match in all; at least that many when `totalIsExact` is false. */
  total: number;
  totalIsExact: boolean;
}

export const searchBookings = async (
  request: BookingSearch & { limit: number; nextToken: string | null },
): Promise<BookingSearchPage> => {
  const page = (await runOperation(SEARCH_BOOKINGS, { ...user, variables: request })).searchBookings;
  return { ...page, nextToken: page.nextToken ?? null };
};

/** Admin: a NEW booking's candidates, nearest first. */
export const listDriversForAssignment = async (bookingId: string): Promise<AssignmentCandidate[]> =>
  (await runOperation(DRIVERS_FOR_ASSIGNMENT, { ...user, variables: { bookingId } })).driversForAssignment;

/** Admin: offers the booking to the driver; answers how the offer's push went. */
export const assignDriver = async (bookingId: string, driverUid: string): Promise<AssignmentNotice> =>
  (await runOperation(ASSIGN_DRIVER, { ...user, variables: { bookingId, driverUid } })).assignDriver
    .assignment?.notice ?? 'off';
