/**
 * Where a payment provider sends the rider back: the rider's trip screen. A return on which nothing
 * was paid (the test provider's Decline, Stripe's cancel) says so in a query parameter, so the screen
 * can ask the rider to try again; a paid return carries nothing, the booking itself shows it paid.
 */
import { bookingOfTipOrder, isTipOrder } from './tip';

const OUTCOME_PARAM = 'payment';
const NOT_PAID = 'incomplete';

/** The trip screen of `bookingId` on the app at `origin` (scheme, host and port, no path). */
export const tripReturnUrl = (origin: string, bookingId: string, { paid }: { paid: boolean }): string =>
  `${origin}/ride/trip/${encodeURIComponent(bookingId)}${paid ? '' : `?${OUTCOME_PARAM}=${NOT_PAID}`}`;

/** Whether the trip screen was reached by a return on which nothing was paid (its query string). */
export const returnedUnpaid = (search: { get(name: string): string | null }): boolean =>
  search.get(OUTCOME_PARAM) === NOT_PAID;

/**
 * A rider's card top-up is a payment order of its own (docs/money.md): its id starts with this, so
 * the provider's callback and return link tell it from a booking.
 */
export const TOP_UP_ORDER_PREFIX = 'topup-';

export const isTopUpOrder = (orderId: string): boolean => orderId.startsWith(TOP_UP_ORDER_PREFIX);

/** The query parameter naming the top-up the rider comes back from. */
export const TOP_UP_PARAM = 'topUp';

/**
 * Where a provider sends the rider back from paying `orderId`: a booking's trip screen (a tip's
 * too), or for a top-up the wallet screen naming it (whose state the screen reads from the server).
 */
export const paymentReturnUrl = (origin: string, orderId: string, { paid }: { paid: boolean }): string =>
  isTopUpOrder(orderId)
    ? `${origin}/ride/wallet?${TOP_UP_PARAM}=${encodeURIComponent(orderId)}${paid ? '' : `&${OUTCOME_PARAM}=${NOT_PAID}`}`
    : tripReturnUrl(origin, isTipOrder(orderId) ? bookingOfTipOrder(orderId) : orderId, { paid });
