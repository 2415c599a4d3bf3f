import type { Places } from '../../ports/places';
import { countedPlaces, locationRequests } from './counted-places';

describe("the offline places' request count", () => {
  it('counts each call as the Amazon Location request it stands for, and passes the answer through', async () => {
    const before = locationRequests();
    const places: Places = {
      route: async () => ({ distanceKm: 2, durationSecs: 300 }),
      suggest: async () => [{ add: 'Penn Station' }],
      address: async () => null,
    };
    const counted = countedPlaces(places);

    await expect(counted.route({ lat: 1, lng: 1 }, { lat: 2, lng: 2 })).resolves.toEqual({
      distanceKm: 2,
      durationSecs: 300,
    });
    await counted.route({ lat: 1, lng: 1 }, { lat: 3, lng: 3 });
    await expect(counted.suggest('penn')).resolves.toEqual([{ add: 'Penn Station' }]);

    const after = locationRequests();
    expect((after.CalculateRoute ?? 0) - (before.CalculateRoute ?? 0)).toBe(2);
    expect((after.SearchPlaceIndexForText ?? 0) - (before.SearchPlaceIndexForText ?? 0)).toBe(1);
    expect(after.SearchPlaceIndexForPosition ?? 0).toBe(before.SearchPlaceIndexForPosition ?? 0);
  });
});
