import type { LatLng, User } from '../entities/user';

export type DispatchCandidate = Pick<
  User,
  'uid' | 'usertype' | 'approved' | 'driverActiveStatus' | 'queue' | 'carType' | 'location' | 'fleetadmin'
>;

/** Where and for which car type a dispatchable driver can be offered trips. */
export interface DispatchSpot {
  carType: string;
  location: LatLng;
}

/**
 * Dispatch offers trips only to drivers who are approved, online (driverActiveStatus), idle (not
 * on a trip: queue false) and have a car type and a known position. Returns where the driver
 * belongs in the dispatch index, or null when the driver must not be in it.
 */
export function dispatchSpotOf(driver: DispatchCandidate): DispatchSpot | null {
  const eligible =
    driver.usertype === 'driver' &&
    driver.approved &&
    driver.driverActiveStatus === true &&
    driver.queue !== true &&
    Boolean(driver.carType) &&
    driver.location !== undefined;
  return eligible ? { carType: driver.carType as string, location: driver.location as LatLng } : null;
}

/** Where an active driver shows on the dashboard map, and whose fleet it belongs to ('' for none). */
export interface MapSpot {
  fleet: string;
  location: LatLng;
}

/**
 * The dashboard map shows every approved, online driver with a known position (product.md §6), idle or
 * on a trip. Returns where the driver belongs in the map index, or null when it must not be there.
 */
export function mapSpotOf(driver: DispatchCandidate): MapSpot | null {
  const shown =
    driver.usertype === 'driver' &&
    driver.approved &&
    driver.driverActiveStatus === true &&
    driver.location !== undefined;
  return shown ? { fleet: driver.fleetadmin ?? '', location: driver.location as LatLng } : null;
}
