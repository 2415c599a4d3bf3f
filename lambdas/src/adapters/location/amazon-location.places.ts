import {
  CalculateRouteCommand,
  SearchPlaceIndexForPositionCommand,
  SearchPlaceIndexForTextCommand,
  ValidationException,
  type LocationClient,
  type Place,
} from '@aws-sdk/client-location';
import type { LatLng } from '@wayfare/shared';
import type { Places, PlaceSuggestion, RouteSummary } from '../../ports/places';
import { noRoute, placeCallError } from './place-errors';
import { encodePolyline } from '@wayfare/shared';

export interface AmazonLocationNames {
  placeIndex: string;
  routeCalculator: string;
}

/** Suggestions shown under the search box; Amazon Location allows up to 50. */
const MAX_SUGGESTIONS = 8;

/** Amazon Location speaks [longitude, latitude]. */
const toPosition = ({ lat, lng }: LatLng): number[] => [lng, lat];
const fromPosition = ([lng, lat]: number[]): LatLng => ({ lat, lng });

function toSuggestion(place: Place | undefined, placeId: string | undefined): PlaceSuggestion | null {
  const point = place?.Geometry?.Point;
  if (!place?.Label || !point || point.length < 2) return null;
  return { ...(placeId ? { placeId } : {}), add: place.Label, ...fromPosition(point) };
}

/**
 * Places on Amazon Location: CalculateRoute on the route calculator (car, km) and the place
 * index's text and position searches. Autocomplete uses SearchPlaceIndexForText rather than
 * ForSuggestions because a suggestion must carry its coordinates for the booking form, and
 * ForSuggestions would need a GetPlace call per result.
 */
export function createAmazonLocationPlaces(client: LocationClient, names: AmazonLocationNames): Places {
  return {
    async route(from, to, via = []): Promise<RouteSummary> {
      const response = await client
        .send(
          new CalculateRouteCommand({
            CalculatorName: names.routeCalculator,
            DeparturePosition: toPosition(from),
            DestinationPosition: toPosition(to),
            ...(via.length ? { WaypointPositions: via.map(toPosition) } : {}),
            TravelMode: 'Car',
            DistanceUnit: 'Kilometers',
            IncludeLegGeometry: true,
          }),
        )
        .catch((error: unknown) => {
          // Amazon Location answers 400 ValidationException when the points cannot be joined by road
          // (off the network, across water, beyond the calculator's distance limit).
          throw error instanceof ValidationException ? noRoute(error) : placeCallError('route', error);
        });
      const summary = response.Summary;
      if (summary?.Distance === undefined || summary.DurationSeconds === undefined) throw noRoute();
      const line = (response.Legs ?? []).flatMap((leg) => leg.Geometry?.LineString ?? []);
      return {
        distanceKm: summary.Distance,
        durationSecs: Math.round(summary.DurationSeconds),
        ...(line.length > 1 ? { polyline: encodePolyline(line.map(fromPosition)) } : {}),
      };
    },

    async suggest(text, near): Promise<PlaceSuggestion[]> {
      const response = await client
        .send(
          new SearchPlaceIndexForTextCommand({
            IndexName: names.placeIndex,
            Text: text,
            MaxResults: MAX_SUGGESTIONS,
            ...(near ? { BiasPosition: toPosition(near) } : {}),
          }),
        )
        .catch((error: unknown) => {
          throw placeCallError('suggest', error);
        });
      if (!response.Results) throw placeCallError('suggest');
      return response.Results.map((result) => toSuggestion(result.Place, result.PlaceId)).filter(
        (suggestion): suggestion is PlaceSuggestion => suggestion !== null,
      );
    },

    async address(point): Promise<PlaceSuggestion | null> {
      const response = await client
        .send(
          new SearchPlaceIndexForPositionCommand({
            IndexName: names.placeIndex,
            Position: toPosition(point),
            MaxResults: 1,
          }),
        )
        .catch((error: unknown) => {
          throw placeCallError('address', error);
        });
      if (!response.Results) throw placeCallError('address');
      const [first] = response.Results;
      return first ? toSuggestion(first.Place, first.PlaceId) : null;
    },
  };
}
