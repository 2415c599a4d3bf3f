import { haversineKm, type LatLng } from '@wayfare/shared';
import type { Places, PlaceSuggestion, RouteSummary } from '../../ports/places';
import { noRoute } from '../location/place-errors';
import { encodePolyline } from '@wayfare/shared';
import type { GazetteerEntry } from './nyc-gazetteer';

/**
 * The twin's stand-in for Amazon Location (docs/places.md). Routes are the great-circle distance
 * times a road factor at an average urban speed, drawn as the straight segment; place search and
 * reverse geocoding read a bundled gazetteer of the demo city. Deterministic and offline.
 */
export const OFFLINE_ROUTING = {
  /** Road distance over straight-line distance on a city grid (Manhattan's is about 1.3). */
  roadFactor: 1.3,
  /** Average door-to-door car speed in New York City traffic. */
  averageSpeedKmh: 20,
  /** Farther apart than this (straight line) is no car trip this product offers: 'No Route Found'. */
  maxTripKm: 500,
} as const;

/** Suggestions shown under the search box, as Amazon Location is asked for. */
const MAX_SUGGESTIONS = 8;
/** Reverse geocoding answers only within this distance of a known place; farther is "no address". */
const MAX_ADDRESS_KM = 5;

/** Lower case, accents and punctuation dropped: "St. Mark's" matches "st marks". */
const normalise = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9&/]+/g, ' ')
    .trim();

interface IndexedEntry {
  entry: GazetteerEntry;
  placeId: string;
  name: string;
  words: readonly string[];
}

/** How well an entry matches: 0 = its name starts with the text, 1 = every word of the text starts a word of it. */
function matchRank(indexed: IndexedEntry, query: string, queryWords: readonly string[]): number | null {
  if (indexed.name.startsWith(query)) return 0;
  const everyWord = queryWords.every((word) => indexed.words.some((candidate) => candidate.startsWith(word)));
  return everyWord ? 1 : null;
}

const toSuggestion = ({ entry, placeId }: IndexedEntry): PlaceSuggestion => ({
  placeId,
  add: `${entry.name}, ${entry.address}`,
  lat: entry.lat,
  lng: entry.lng,
});

export function createOfflinePlaces(gazetteer: readonly GazetteerEntry[]): Places {
  const indexed: IndexedEntry[] = gazetteer.map((entry, position) => {
    const name = normalise(entry.name);
    return {
      entry,
      placeId: `offline-${position}-${name.replace(/[^a-z0-9]+/g, '-')}`,
      name,
      words: `${name} ${normalise(entry.address)}`.split(' '),
    };
  });

  return {
    async route(from: LatLng, to: LatLng, via: readonly LatLng[] = []): Promise<RouteSummary> {
      const points = [from, ...via, to];
      const legsKm = points.slice(1).map((point, index) => haversineKm(points[index]!, point));
      const straightKm = legsKm.reduce((sum, km) => sum + km, 0);
      if (straightKm > OFFLINE_ROUTING.maxTripKm) throw noRoute();
      const distanceKm = Math.round(straightKm * OFFLINE_ROUTING.roadFactor * 1000) / 1000;
      return {
        distanceKm,
        durationSecs: Math.round((distanceKm / OFFLINE_ROUTING.averageSpeedKmh) * 3600),
        polyline: encodePolyline(points),
      };
    },

    async suggest(text: string, near?: LatLng): Promise<PlaceSuggestion[]> {
      const query = normalise(text);
      if (!query) return [];
      const queryWords = query.split(' ');
      const matches = indexed.flatMap((candidate) => {
        const rank = matchRank(candidate, query, queryWords);
        if (rank === null) return [];
        const distanceKm = near ? haversineKm(near, candidate.entry) : 0;
        return [{ candidate, rank, distanceKm }];
      });
      // Near a point, the nearest first (what a rider picking up nearby wants); otherwise the
      // names that start with the text before those that merely contain its words.
      matches.sort((a, b) =>
        near
          ? a.distanceKm - b.distanceKm || a.rank - b.rank
          : a.rank - b.rank || a.candidate.name.localeCompare(b.candidate.name),
      );
      return matches.slice(0, MAX_SUGGESTIONS).map(({ candidate }) => toSuggestion(candidate));
    },

    async address(point: LatLng): Promise<PlaceSuggestion | null> {
      let nearest: { candidate: IndexedEntry; distanceKm: number } | null = null;
      for (const candidate of indexed) {
        const distanceKm = haversineKm(point, candidate.entry);
        if (!nearest || distanceKm < nearest.distanceKm) nearest = { candidate, distanceKm };
      }
      return nearest && nearest.distanceKm <= MAX_ADDRESS_KM ? toSuggestion(nearest.candidate) : null;
    },
  };
}
