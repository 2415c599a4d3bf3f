/** Place search and reverse geocoding for the booking screen (Amazon Location in the cloud, the gazetteer on the twin). */
import { graphql } from './generated';
import type { AppSearchPlacesQuery } from './generated/graphql';
import { runOperation } from './graphql-client';
import type { Place } from './trips';

export type PlaceSuggestion = AppSearchPlacesQuery['searchPlaces'][number];

const SEARCH = graphql(`
  query AppSearchPlaces($text: String!, $near: PlaceInput) {
    searchPlaces(text: $text, near: $near) {
      placeId
      add
      lat
      lng
    }
  }
`);
const ADDRESS = graphql(`
  query AppPlaceAddress($lat: Float!, $lng: Float!) {
    placeAddress(lat: $lat, lng: $lng) {
      add
    }
  }
`);

export const searchPlaces = async (text: string, near?: Place | null): Promise<PlaceSuggestion[]> =>
  (await runOperation(SEARCH, { authMode: 'userPool', variables: { text, near: near ?? null } }))
    .searchPlaces;

/** The address of a point, or null when the service knows none. */
export async function placeAddress(lat: number, lng: number): Promise<Place | null> {
  const { placeAddress: found } = await runOperation(ADDRESS, {
    authMode: 'userPool',
    variables: { lat, lng },
  });
  return found ? { lat, lng, add: found.add } : null;
}
