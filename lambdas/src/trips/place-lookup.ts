/** The booking screens' place search and reverse geocoding (product.md §7's maps calls). */
import type { LatLng } from '@wayfare/shared';
import { requireActor } from '../access/actor';
import type { Caller } from '../access/caller';
import type { PlaceSuggestion } from '../ports/places';
import type { TripsDeps } from './trips-deps';

type PlaceLookupDeps = Pick<TripsDeps, 'users' | 'places'>;

/** Suggestions for what a rider (or an admin booking for one) types, around `near` when given. */
export async function searchPlaces(
  deps: PlaceLookupDeps,
  caller: Caller | null,
  { text, near }: { text: string; near?: LatLng | null },
): Promise<PlaceSuggestion[]> {
  await requireActor(deps.users, caller, ['rider', 'admin']);
  return deps.places.suggest(text, near ?? undefined);
}

/** The address at a point, for any signed-in user's map. */
export async function placeAddress(
  deps: PlaceLookupDeps,
  caller: Caller | null,
  point: LatLng,
): Promise<PlaceSuggestion | null> {
  await requireActor(deps.users, caller);
  return deps.places.address(point);
}
