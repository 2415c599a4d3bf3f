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

export type SavedPlaceKind = 'HOME' | 'WORK';
export interface SavedPlace extends Place {
  kind: SavedPlaceKind;
}

const SAVED = graphql(`
  query AppSavedPlaces($limit: Int, $nextToken: String) {
    savedPlaces(limit: $limit, nextToken: $nextToken) {
      items {
        kind
        lat
        lng
        add
      }
      nextToken
    }
  }
`);
const RECENT = graphql(`
  query AppRecentPlaces {
    recentPlaces {
      lat
      lng
      add
    }
  }
`);
const SAVE = graphql(`
  mutation AppSavePlace($input: SavePlaceInput!) {
    savePlace(input: $input) {
      kind
      lat
      lng
      add
    }
  }
`);
const REMOVE = graphql(`
  mutation AppRemoveSavedPlace($kind: SavedPlaceKind!) {
    removeSavedPlace(kind: $kind)
  }
`);

/** The rider's home and work: one page holds both. */
export const listSavedPlaces = async (): Promise<SavedPlace[]> =>
  (await runOperation(SAVED, { authMode: 'userPool', variables: {} })).savedPlaces.items;

/** The rider's latest distinct drops, newest first. */
export const listRecentPlaces = async (): Promise<Place[]> =>
  (await runOperation(RECENT, { authMode: 'userPool' })).recentPlaces;

export const savePlace = async (kind: SavedPlaceKind, place: Place): Promise<SavedPlace> =>
  (
    await runOperation(SAVE, {
      authMode: 'userPool',
      variables: { input: { kind, lat: place.lat, lng: place.lng, add: place.add } },
    })
  ).savePlace;

export const removeSavedPlace = async (kind: SavedPlaceKind): Promise<void> => {
  await runOperation(REMOVE, { authMode: 'userPool', variables: { kind } });
};
