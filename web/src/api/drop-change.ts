/**
 * Changing the drop during a trip (docs/trips.md): the server prices the trip with a new drop, and
 * the rider takes that price by the quote's id.
 */
import { graphql } from './generated';
import type { DropChangeQuoteFieldsFragment } from './generated/graphql';
import { runOperation } from './graphql-client';
import type { Booking, Place } from './trips';

export type DropChangeQuote = DropChangeQuoteFieldsFragment;

graphql(`
  fragment DropChangeQuoteFields on DropChangeQuote {
    quoteId
    bookingId
    drop {
      lat
      lng
      add
    }
    distance
    distanceUnit
    durationSecs
    grandTotal
    payableAmount
    difference
    currency
    expiresAt
  }
`);
const QUOTE = graphql(`
  mutation AppQuoteDropChange($bookingId: ID!, $drop: PlaceInput!) {
    quoteDropChange(bookingId: $bookingId, drop: $drop) {
      ...DropChangeQuoteFields
    }
  }
`);
const ACCEPT = graphql(`
  mutation AppAcceptDropChange($quoteId: ID!) {
    acceptDropChange(quoteId: $quoteId) {
      ...AppBookingFields
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const quoteDropChange = async (bookingId: string, drop: Place): Promise<DropChangeQuote> =>
  (await runOperation(QUOTE, { ...user, variables: { bookingId, drop } })).quoteDropChange;

export const acceptDropChange = async (quoteId: string): Promise<Booking> =>
  (await runOperation(ACCEPT, { ...user, variables: { quoteId } })).acceptDropChange;
