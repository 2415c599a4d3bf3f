/** Multi-stop trips (docs/trips.md, Stops): the places a trip passes between pickup and drop. */

/** A trip may pass at most this many stops between its pickup and its drop. */
export const MAX_TRIP_STOPS = 3;
