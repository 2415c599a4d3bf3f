import { DomainError, type MessageKey } from '@wayfare/shared';

/** product.md §8's key for each places call that fails (the provider errs or answers without the field). */
export const PLACE_CALL_ERRORS = {
  route: 'getDirectionsApi Call Error',
  suggest: 'fetchPlacesAutocomplete Call Error',
  address: 'fetchAddressfromCoords Call Error',
} as const satisfies Record<string, MessageKey>;

export type PlaceCall = keyof typeof PLACE_CALL_ERRORS;

/** No road joins the two points: the fare estimate shows 'No Route Found' (product.md §5). */
export const noRoute = (cause?: unknown): DomainError =>
  new DomainError({ code: 'NO_ROUTE', messageKey: 'No Route Found', cause });

/**
 * A places call failed. The contract's code for a failed maps call is NO_ROUTE (the client shows
 * the key and lets the rider retry); the key names which call failed.
 */
export const placeCallError = (call: PlaceCall, cause?: unknown): DomainError =>
  new DomainError({ code: 'NO_ROUTE', messageKey: PLACE_CALL_ERRORS[call], cause });
