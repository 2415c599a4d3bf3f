import type { TrackingEntry } from '../entities/booking';
import type { LatLng } from '../entities/user';
import { haversineKm } from '../geo/haversine';

/** Directions calls take about this many waypoints at most (product.md §9). */
export const MAX_TRACKED_WAYPOINTS = 25;

/** Points of the trip itself: only STARTED and REACHED entries, in time order. */
const tripPoints = (entries: readonly TrackingEntry[]): TrackingEntry[] =>
  entries.filter(({ status }) => status === 'STARTED' || status === 'REACHED').sort((a, b) => a.at - b.at);

/**
 * The tracked path of a trip (product.md §9). Above 25 points it is thinned to every step-th point,
 * step = floor(count / 25) + 1; the last point is kept too, so the path still ends where the trip
 * ended.
 */
export function tripWaypoints(entries: readonly TrackingEntry[]): LatLng[] {
  const points = tripPoints(entries).map(({ lat, lng }) => ({ lat, lng }));
  if (points.length <= MAX_TRACKED_WAYPOINTS) return points;
  const step = Math.floor(points.length / MAX_TRACKED_WAYPOINTS) + 1;
  const thinned = points.filter((_, index) => index % step === 0);
  const last = points.length - 1;
  return last % step === 0 ? thinned : [...thinned, points[last]!];
}

/** Length of the tracked path in km; distanceKm can be a road-distance function instead. */
export function trackedDistanceKm(
  entries: readonly TrackingEntry[],
  distanceKm: (from: LatLng, to: LatLng) => number = haversineKm,
): number {
  const waypoints = tripWaypoints(entries);
  return waypoints.slice(1).reduce((total, point, index) => total + distanceKm(waypoints[index]!, point), 0);
}
