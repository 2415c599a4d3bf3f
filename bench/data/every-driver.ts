/** The baseline the dispatch index is measured against: page through every driver and filter. */
import { dispatchSpotOf, haversineKm, type User } from '@wayfare/shared';
import type { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import type { NearbySearch } from '@wayfare/lambdas/src/ports/dispatch-index';

export async function nearestByReadingEveryDriver(
  users: DynamoUserRepository,
  { carType, pickup, radiusKm, limit }: NearbySearch,
): Promise<{ uid: string; distanceKm: number }[]> {
  const all: User[] = [];
  let nextToken: string | null = null;
  do {
    const next = await users.listByType('driver', { limit: 100, nextToken });
    all.push(...next.items);
    nextToken = next.nextToken;
  } while (nextToken);
  return all
    .flatMap((user) => {
      const spot = dispatchSpotOf(user);
      return spot && spot.carType === carType
        ? [{ uid: user.uid, distanceKm: haversineKm(pickup, spot.location) }]
        : [];
    })
    .filter((driver) => driver.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.uid < b.uid ? -1 : 1))
    .slice(0, limit);
}
