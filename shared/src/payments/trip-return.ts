/**
 * Where a payment provider sends the rider back: the rider's trip screen. A return on which nothing
 * was paid (the test provider's Decline, Stripe's cancel) says so in a query parameter, so the screen
 * can ask the rider to try again; a paid return carries nothing, the booking itself shows it paid.
 */
const OUTCOME_PARAM = 'payment';
const NOT_PAID = 'incomplete';

/** The trip screen of `bookingId` on the app at `origin` (scheme, host and port, no path). */
export const tripReturnUrl = (origin: string, bookingId: string, { paid }: { paid: boolean }): string =>
  `${origin}/ride/trip/${encodeURIComponent(bookingId)}${paid ? '' : `?${OUTCOME_PARAM}=${NOT_PAID}`}`;

/** Whether the trip screen was reached by a return on which nothing was paid (its query string). */
export const returnedUnpaid = (search: { get(name: string): string | null }): boolean =>
  search.get(OUTCOME_PARAM) === NOT_PAID;
