/** The baseline the dispatch index is measured against: page through every driver and filter. */
import { dispatchSpotOf, haversineKm, type DispatchCandidate, type User } from '@wayfare/shared';
import type { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import type { NearbySearch } from '@wayfare/lambdas/src/ports/dispatch-index';

/** What a lookup must find among `drivers`: the nearest dispatchable ones of the car type in range. */
export function nearestOf(
  drivers: DispatchCandidate[],
  { carType, pickup, radiusKm, limit }: NearbySearch,
): { uid: string; distanceKm: number }[] {
  return drivers
    .flatMap((driver) => {
      const spot = dispatchSpotOf(driver);
      return spot && spot.carType === carType
        ? [{ uid: driver.uid, distanceKm: haversineKm(pickup, spot.location) }]
        : [];
    })
    .filter((driver) => driver.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.uid < b.uid ? -1 : 1))
    .slice(0, limit);
}

export async function nearestByReadingEveryDriver(
  users: DynamoUserRepository,
  search: NearbySearch,
): Promise<{ uid: string; distanceKm: number }[]> {
  const all: User[] = [];
  let nextToken: string | null = null;
  do {
    const next = await users.listByType('driver', { limit: 100, nextToken });
    all.push(...next.items);
    nextToken = next.nextToken;
  } while (nextToken);
  return nearestOf(all, search);
}
