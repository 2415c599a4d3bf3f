/** The simulated city: a few square kilometres of Midtown Manhattan, where every point is near every driver. */
import type { SeededRandom } from '@wayfare/infra/local/seed/seeded-random';

export interface Point {
  lat: number;
  lng: number;
}

const CENTRE: Point = { lat: 40.7549, lng: -73.984 };
/** Half the box's side in degrees: about 1.3 km each way. */
const HALF_LAT = 0.012;
const HALF_LNG = 0.016;
const METRES_PER_DEGREE_LAT = 111_320;
const metresPerDegreeLng = (lat: number) => METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
/** Positions go to the API at GPS precision (6 decimals, about 10 cm). */
const gps = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function randomPoint(random: SeededRandom): Point {
  return {
    lat: gps(random.between(CENTRE.lat - HALF_LAT, CENTRE.lat + HALF_LAT)),
    lng: gps(random.between(CENTRE.lng - HALF_LNG, CENTRE.lng + HALF_LNG)),
  };
}

export function metresBetween(a: Point, b: Point): number {
  const dy = (b.lat - a.lat) * METRES_PER_DEGREE_LAT;
  const dx = (b.lng - a.lng) * metresPerDegreeLng((a.lat + b.lat) / 2);
  return Math.hypot(dx, dy);
}

/** A pickup and a drop at least `minMetres` apart. */
export function randomRoute(random: SeededRandom, minMetres = 600): { from: Point; to: Point } {
  const from = randomPoint(random);
  let to = randomPoint(random);
  while (metresBetween(from, to) < minMetres) to = randomPoint(random);
  return { from, to };
}

/** Where a vehicle is after going `metres` straight toward `to` (at `to` when it is nearer). */
export function stepToward(from: Point, to: Point, metres: number): Point {
  const total = metresBetween(from, to);
  if (total <= metres) return { lat: to.lat, lng: to.lng };
  const share = metres / total;
  return {
    lat: gps(from.lat + (to.lat - from.lat) * share),
    lng: gps(from.lng + (to.lng - from.lng) * share),
  };
}
