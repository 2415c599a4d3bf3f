/** A paid booking's receipt (issue 23): every amount is the server's, ready to format. */
import { graphql } from './generated';
import type { AppBookingReceiptQuery } from './generated/graphql';
import { runOperation } from './graphql-client';

export type Receipt = AppBookingReceiptQuery['bookingReceipt'];

const RECEIPT = graphql(`
  query AppBookingReceipt($bookingId: ID!) {
    bookingReceipt(bookingId: $bookingId) {
      bookingId
      reference
      tripdate
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
      distance
      durationSecs
      carType
      lines {
        kind
        amount
      }
      promoCode
      total
      paymentMode
      gateway
      driverName
      vehicle {
        make
        model
        color
        number
      }
    }
  }
`);

export const getReceipt = async (bookingId: string): Promise<Receipt> =>
  (await runOperation(RECEIPT, { authMode: 'userPool', variables: { bookingId } })).bookingReceipt;
