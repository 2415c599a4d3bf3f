/**
 * The geo cells of the dashboard map index: H3 at resolution 4 (hexagons of about 1,770 km²,
 * edge about 23 km), coarser than dispatch's because a map box spans a city, not a pickup's
 * surroundings: the default zoom-10 view reads about 15 cells.
 */
import { latLngToCell, polygonToCellsExperimental, POLYGON_TO_CELLS_FLAGS } from 'h3-js';
import type { LatLng } from '@wayfare/shared';

export const MAP_RESOLUTION = 4;
/** A larger box is narrowed around its centre until it fits (about 250,000 km²). */
export const MAX_MAP_CELLS = 150;
/** Edges are drawn with a vertex at least every this many degrees, so H3's great-circle edges follow the box's parallels. */
const EDGE_STEP_DEGREES = 0.5;
const MAX_LAT = 85;

export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const mapCellOf = ({ lat, lng }: LatLng): string => latLngToCell(lat, lng, MAP_RESOLUTION);

/** `count` + 1 evenly spaced values from `from` to `to`. */
const steps = (from: number, to: number) => {
  const count = Math.max(1, Math.ceil(Math.abs(to - from) / EDGE_STEP_DEGREES));
  return Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count);
};

function cellsOverlapping({ south, west, north, east }: LatLngBox): string[] {
  const loop: [number, number][] = [
    ...steps(west, east).map((lng): [number, number] => [south, lng]),
    ...steps(south, north).map((lat): [number, number] => [lat, east]),
    ...steps(east, west).map((lng): [number, number] => [north, lng]),
    ...steps(north, south).map((lat): [number, number] => [lat, west]),
  ];
  const cells = polygonToCellsExperimental(
    loop,
    MAP_RESOLUTION,
    POLYGON_TO_CELLS_FLAGS.containmentOverlapping,
  );
  return [...new Set([mapCellOf({ lat: south, lng: west }), mapCellOf({ lat: north, lng: east }), ...cells])];
}

/**
 * The box actually searched and every cell that may hold a point of it. Corners given in any
 * order are sorted; latitudes are kept within ±85°; a box needing more than MAX_MAP_CELLS cells
 * is halved around its centre until it does not.
 */
export function mapCellsCovering(box: LatLngBox): { box: LatLngBox; cells: string[] } {
  const clampLat = (lat: number) => Math.min(Math.max(lat, -MAX_LAT), MAX_LAT);
  let searched: LatLngBox = {
    south: clampLat(Math.min(box.south, box.north)),
    north: clampLat(Math.max(box.south, box.north)),
    west: Math.min(box.west, box.east),
    east: Math.max(box.west, box.east),
  };
  for (;;) {
    const cells = cellsOverlapping(searched);
    if (cells.length <= MAX_MAP_CELLS) return { box: searched, cells };
    const lat = (searched.south + searched.north) / 2;
    const lng = (searched.west + searched.east) / 2;
    const halfHeight = (searched.north - searched.south) / 4;
    const halfWidth = (searched.east - searched.west) / 4;
    searched = {
      south: lat - halfHeight,
      north: lat + halfHeight,
      west: lng - halfWidth,
      east: lng + halfWidth,
    };
  }
}
