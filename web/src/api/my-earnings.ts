/** A driver's own earnings (docs/apps.md): today, this week and per trip, every figure the server's. */
import { graphql } from './generated';
import type { MyEarningsQuery, MyTripEarningsQuery } from './generated/graphql';
import { runOperation } from './graphql-client';

export type MyEarnings = MyEarningsQuery['myEarnings'];
export type TripEarningPage = MyTripEarningsQuery['myTripEarnings'];
export type TripEarning = TripEarningPage['items'][number];

const MY_EARNINGS = graphql(`
  query MyEarnings {
    myEarnings {
      today
      todayRides
      thisWeek
      thisWeekRides
      currency
      timezone
    }
  }
`);
const MY_TRIP_EARNINGS = graphql(`
  query MyTripEarnings($limit: Int, $nextToken: String) {
    myTripEarnings(limit: $limit, nextToken: $nextToken) {
      items {
        bookingId
        reference
        tripdate
        driverShare
        tripCost
        payment_mode
        tip
      }
      nextToken
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const getMyEarnings = async (): Promise<MyEarnings> =>
  (await runOperation(MY_EARNINGS, user)).myEarnings;

export const listMyTripEarnings = async (page: {
  limit: number;
  nextToken: string | null;
}): Promise<TripEarningPage> =>
  (await runOperation(MY_TRIP_EARNINGS, { ...user, variables: page })).myTripEarnings;
