/** Multi-stop trips (docs/trips.md, Stops): the places a trip passes between pickup and drop. */
import { haversineKm } from '../geo/haversine';
import type { LatLng } from '../entities/user';

/** A trip may pass at most this many stops between its pickup and its drop. */
export const MAX_TRIP_STOPS = 3;

/** A stop counts as passed once the driver has come this close to it (metres, straight line). */
export const STOP_REACHED_METERS = 100;

/**
 * How many of the trip's stops the driver has passed, given how many it had passed and its new
 * position: the next stop counts once the driver is within STOP_REACHED_METERS of it. Stops are
 * passed in order, so a later stop driven by first does not skip the one before it.
 */
export function stopsPassed(stops: readonly LatLng[], passed: number, position: LatLng | null): number {
  const next = stops[passed];
  if (!next || !position) return passed;
  return haversineKm(next, position) * 1000 <= STOP_REACHED_METERS ? passed + 1 : passed;
}
