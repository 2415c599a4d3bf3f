/**
 * The twin's count of what Amazon Location would bill: each call of the offline places stands for
 * one request in the cloud (route → CalculateRoute, suggest → SearchPlaceIndexForText, address →
 * SearchPlaceIndexForPosition; amazon-location.places.ts). Read by the cost benchmark (docs/cost.md).
 */
import type { Places } from '../../ports/places';

export const LOCATION_REQUEST_OF = {
  route: 'CalculateRoute',
  suggest: 'SearchPlaceIndexForText',
  address: 'SearchPlaceIndexForPosition',
} as const satisfies Record<keyof Places, string>;

type LocationRequest = (typeof LOCATION_REQUEST_OF)[keyof Places];

const requests = new Map<LocationRequest, number>();
const count = (method: keyof Places) =>
  requests.set(LOCATION_REQUEST_OF[method], (requests.get(LOCATION_REQUEST_OF[method]) ?? 0) + 1);

export function countedPlaces(places: Places): Places {
  return {
    route: (...args) => (count('route'), places.route(...args)),
    suggest: (...args) => (count('suggest'), places.suggest(...args)),
    address: (...args) => (count('address'), places.address(...args)),
  };
}

/** Location requests since this process started, by Amazon Location operation. */
export const locationRequests = (): Partial<Record<LocationRequest, number>> => Object.fromEntries(requests);
