import type { LatLng } from '@wayfare/shared';

/** One place suggestion (autocomplete, geocode, reverse geocode); the API's PlaceSuggestion. */
export interface PlaceSuggestion {
  placeId?: string;
  add: string;
  lat?: number;
  lng?: number;
}

/** The road route between two points, as a fare and a map need it. */
export interface RouteSummary {
  distanceKm: number;
  durationSecs: number;
  /** Encoded polyline of the route for the map, when the provider gives one. */
  polyline?: string;
}

/**
 * Routing and place search (product.md §7's maps calls): Amazon Location in the cloud, an offline
 * gazetteer and great-circle routing on the twin. Failures are DomainErrors with the spec's keys:
 * no route → NO_ROUTE 'No Route Found'; a failed call → the call's '… Call Error' key.
 */
export interface Places {
  /** By road from `from` through each of `via` in order to `to` (a multi-stop trip's one route). */
  route(from: LatLng, to: LatLng, via?: readonly LatLng[]): Promise<RouteSummary>;
  suggest(text: string, near?: LatLng): Promise<PlaceSuggestion[]>;
  address(point: LatLng): Promise<PlaceSuggestion | null>;
}
