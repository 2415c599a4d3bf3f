/**
 * Where a payment provider sends the rider back: the rider's trip screen. A return on which nothing
 * was paid (the test provider's Decline, Stripe's cancel) says so in a query parameter, so the screen
 * can ask the rider to try again; a paid return carries nothing, the booking itself shows it paid.
 */
const OUTCOME_PARAM = 'payment';
const NOT_PAID = 'incomplete';

/** The trip screen of `bookingId` on the app at `base` (an origin or any URL on it). */
export function tripReturnUrl(base: string, bookingId: string, { paid }: { paid: boolean }): string {
  const url = new URL(`/ride/trip/${encodeURIComponent(bookingId)}`, base);
  if (!paid) url.searchParams.set(OUTCOME_PARAM, NOT_PAID);
  return url.href;
}

/** Whether the trip screen was reached by a return on which nothing was paid. */
export const returnedUnpaid = (search: URLSearchParams): boolean => search.get(OUTCOME_PARAM) === NOT_PAID;
