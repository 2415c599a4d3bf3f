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

export interface MapSearch {
  box: { south: number; west: number; north: number; east: number };
  /** Only this fleet admin's drivers; every driver when undefined. */
  fleet?: string;
  /** At most this many drivers (capped at MAX_PAGE_SIZE). */
  limit: number;
}

export interface MapDriver {
  uid: string;
  location: LatLng;
}

/**
 * Nearest-driver search over online, approved, idle drivers only, and the map index beside it
 * (online, approved drivers, idle or not). Every change of a driver's
 * position, online status, approval, trip (queue) or car type goes through `update`, which puts
 * the driver in, moves it within, or takes it out of the index.
 */
export interface DispatchIndex {
  /** `at` is when the report was made; an older report than the stored one changes nothing. */
  update(driver: DispatchCandidate, at: Date): Promise<void>;
  /** Takes a driver out of the index (a deleted account). */
  remove(driverUid: string, at: Date): Promise<void>;
  findNearby(search: NearbySearch): Promise<NearbyDriver[]>;
  /**
   * The dashboard map: approved, online drivers with a position (idle or on a trip, shared
   * `mapSpotOf`) inside the box, by uid; a box too large is narrowed around its centre.
   */
  findInBox(search: MapSearch): Promise<MapDriver[]>;
}
