/**
 * The dashboard and the earnings tables (product.md §2, §9): every figure is the server's, already rounded.
 */
import { graphql } from './generated';
import type {
  ActiveDriversQuery,
  DriverEarningsQuery,
  EarningReportsQuery,
  GrossEarningsQuery,
} from './generated/graphql';
import { runOperation } from './graphql-client';

export type GrossEarnings = GrossEarningsQuery['grossEarnings'];
export type DriverEarningRow = DriverEarningsQuery['driverEarnings']['items'][number];
export type EarningReportRow = EarningReportsQuery['earningReports']['items'][number];
export type ActiveDriver = ActiveDriversQuery['activeDrivers'][number];

export interface PageRequest {
  limit: number;
  nextToken: string | null;
}

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const GROSS = graphql(`
  query GrossEarnings {
    grossEarnings {
      today
      thisMonth
      total
      currency
    }
  }
`);
const DRIVER_EARNINGS = graphql(`
  query DriverEarnings($limit: Int, $nextToken: String) {
    driverEarnings(limit: $limit, nextToken: $nextToken) {
      items {
        year
        monthsName
        driver
        driverName
        total_rides
        driverVehicleNo
        driverShare
      }
      nextToken
    }
  }
`);
const EARNING_REPORTS = graphql(`
  query EarningReports($limit: Int, $nextToken: String) {
    earningReports(limit: $limit, nextToken: $nextToken) {
      items {
        year
        monthsName
        total_rides
        tripCost
        discountAmount
        customerPaid
        convenienceFees
        tips
      }
      nextToken
    }
  }
`);
const ACTIVE_DRIVERS = graphql(`
  query ActiveDrivers($south: Float, $west: Float, $north: Float, $east: Float, $limit: Int) {
    activeDrivers(south: $south, west: $west, north: $north, east: $east, limit: $limit) {
      uid
      name
      carType
      vehicleNumber
      lat
      lng
      queue
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const grossEarnings = async (): Promise<GrossEarnings> =>
  (await runOperation(GROSS, user)).grossEarnings;

export const listDriverEarnings = async (page: PageRequest) =>
  (await runOperation(DRIVER_EARNINGS, { ...user, variables: page })).driverEarnings;

export const listEarningReports = async (page: PageRequest) =>
  (await runOperation(EARNING_REPORTS, { ...user, variables: page })).earningReports;

/** The map's drivers inside the visible box (the server caps the count). */
export const listActiveDrivers = async (box: MapBox, limit: number): Promise<ActiveDriver[]> =>
  (await runOperation(ACTIVE_DRIVERS, { ...user, variables: { ...box, limit } })).activeDrivers;
