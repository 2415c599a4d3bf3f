import type { DispatchCandidate, LatLng } from '@wayfare/shared';

export interface NearbyDriver {
  uid: string;
  location: LatLng;
  distanceKm: number;
}

export interface NearbySearch {
  carType: string;
  pickup: LatLng;
  radiusKm: number;
  /** At most this many drivers, nearest first (capped at MAX_PAGE_SIZE). */
  limit: number;
}

/**
 * Nearest-driver search over online, approved, idle drivers only. Every change of a driver's
 * position, online status, approval, trip (queue) or car type goes through `update`, which puts
 * the driver in, moves it within, or takes it out of the index.
 */
export interface DispatchIndex {
  /** `at` is when the report was made; an older report than the stored one changes nothing. */
  update(driver: DispatchCandidate, at: Date): Promise<void>;
  /** Takes a driver out of the index (a deleted account). */
  remove(driverUid: string, at: Date): Promise<void>;
  findNearby(search: NearbySearch): Promise<NearbyDriver[]>;
}
