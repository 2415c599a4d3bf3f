/**
 * A place as stored (product.md §3 pickup/drop {lat, lng, add}) and a trip's stops, on quotes and bookings.
 */

const placeProperties = {
  lat: { type: 'number', required: true },
  lng: { type: 'number', required: true },
  add: { type: 'string', required: true },
} as const;

export const placeAttribute = { type: 'map', required: true, properties: placeProperties } as const;

/** The places a multi-stop trip passes between pickup and drop, in order (docs/trips.md, Stops). */
export const stopsAttribute = {
  type: 'list',
  items: { type: 'map', properties: placeProperties },
} as const;
