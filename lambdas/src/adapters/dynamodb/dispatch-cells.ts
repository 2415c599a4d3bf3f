/**
 * The geo cells of the dispatch index: H3 at resolution 6 (hexagons of about 36 km², edge about
 * 3.7 km). A search of radius r reads the cells that overlap the circle, about 20 for 10 km, so
 * its cost depends on how many drivers are near, never on how many drivers there are.
 */
import { latLngToCell, polygonToCellsExperimental, POLYGON_TO_CELLS_FLAGS } from 'h3-js';
import type { LatLng } from '@wayfare/shared';

export const DISPATCH_RESOLUTION = 6;
/** Larger searches are clamped: 50 km already covers about 250 cells. */
export const MAX_DISPATCH_RADIUS_KM = 50;

const EARTH_RADIUS_KM = 6371.0088;
/** Vertices of the polygon drawn around the search circle. */
const POLYGON_SIDES = 24;

export const dispatchCellOf = ({ lat, lng }: LatLng): string => latLngToCell(lat, lng, DISPATCH_RESOLUTION);

/** The point at `distanceKm` from `from` along `bearing` (radians), on a sphere. */
function destination(from: LatLng, distanceKm: number, bearing: number): [number, number] {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const lat1 = (from.lat * Math.PI) / 180;
  const lng1 = (from.lng * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return [(lat2 * 180) / Math.PI, (lng2 * 180) / Math.PI];
}

/**
 * Every cell that may hold a point within `radiusKm` of `center`: the cells overlapping a polygon
 * drawn around (not inside) the circle, plus the center's own cell.
 */
export function cellsCovering(center: LatLng, radiusKm: number): string[] {
  const radius = Math.min(Math.max(radiusKm, 0), MAX_DISPATCH_RADIUS_KM);
  const own = dispatchCellOf(center);
  if (radius === 0) return [own];
  // A regular polygon circumscribing the circle has its vertices at r / cos(π / n).
  const vertexDistance = radius / Math.cos(Math.PI / POLYGON_SIDES);
  const loop = Array.from({ length: POLYGON_SIDES }, (_, i) =>
    destination(center, vertexDistance, (2 * Math.PI * i) / POLYGON_SIDES),
  );
  const cells = polygonToCellsExperimental(
    loop,
    DISPATCH_RESOLUTION,
    POLYGON_TO_CELLS_FLAGS.containmentOverlapping,
  );
  return [...new Set([own, ...cells])];
}
