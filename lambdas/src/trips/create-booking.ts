/** createBooking: a rider books a stored quote, now or for later; with a cart, a shop delivery. */
import {
  addMoney,
  assertSpendable,
  DomainError,
  firstDispatch,
  generateBookingReference,
  haversineKm,
  isDomainError,
  MAX_OPEN_BOOKINGS,
  MIN_BOOK_LATER_MS,
  OPEN_BOOKING_STATUSES,
  payableOf,
  priceCart,
  promoRefusalOf,
  toAmount,
  ZERO_MONEY,
  type Booking,
  type CartRequestLine,
  type LatLng,
  type PaymentMode,
  type PricedCart,
  type User,
  customerRatingOf,
} from '@wayfare/shared';
import { requireActor } from '../access/actor';
import type { Caller } from '../access/caller';
import { paidUpFrontChange, saveSettled } from '../money/settlement';
import { BookingReferenceTakenError, type VersionedBooking } from '../ports/booking-repository';
import { MAX_PAGE_SIZE } from '../ports/page';
import { bookingFor, type ApiBooking } from './booking-view';
import { dispatchDue, type DispatchDeps } from './dispatch';
import type { TripsDeps } from './trips-deps';

/** What booking a quote uses: the quote, the cart's products, the promo, and dispatch for a ride now. */
export type CreateBookingDeps = Pick<
  TripsDeps,
  keyof DispatchDeps | 'quotes' | 'products' | 'promos' | 'randomInt' | 'scheduledLeadMs'
>;

export interface CreateBookingInput {
  quoteId: string;
  payment_mode: PaymentMode;
  tripdate?: number | null;
  cart?: readonly CartRequestLine[] | null;
}

/** Reference draws before a collision is treated as a fault (26^6 references). */
const REFERENCE_ATTEMPTS = 5;
const RIDE_OTP_DIGITS = 6;

const rideOtp = (deps: Pick<TripsDeps, 'randomInt'>): string =>
  Array.from({ length: RIDE_OTP_DIGITS }, () => String(deps.randomInt(10))).join('');

function tripdateOf(deps: Pick<TripsDeps, 'now'>, tripdate: number | null | undefined): number {
  const now = deps.now();
  if (tripdate === undefined || tripdate === null) return now;
  if (tripdate < now + MIN_BOOK_LATER_MS) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'tripdate_too_soon',
      params: { field: 'tripdate' },
    });
  }
  return tripdate;
}

/** The cart priced from the stored products (never the client's prices), or none. */
async function pricedCart(
  deps: Pick<TripsDeps, 'products'>,
  cart: CreateBookingInput['cart'],
): Promise<PricedCart | null> {
  if (!cart?.length) return null;
  const ids = [...new Set(cart.map((line) => line.productId))];
  const products = await Promise.all(ids.map((id) => deps.products.get(id)));
  return priceCart(cart, new Map(ids.map((id, index) => [id, products[index] ?? null])));
}

/**
 * A shop delivery paid by card or wallet is paid up front (docs/trips.md): it waits in
 * PAYMENT_PENDING. A wallet order is paid at once from the balance checked above; a card order
 * waits for pay now and the provider's verified callback. Both are offered to drivers once paid.
 */
async function payWalletOrder(
  deps: Pick<TripsDeps, 'settings' | 'bookings' | 'now'>,
  created: VersionedBooking,
): Promise<VersionedBooking> {
  const settings = await deps.settings.get();
  if (!settings) return created;
  const change = paidUpFrontChange(created.booking, {
    mode: 'wallet',
    decimal: settings.decimal,
    at: deps.now(),
  });
  try {
    // No driver to free yet; createBooking offers the order and announces it right after.
    const noFollowUp = { freeDriver: async () => {}, announcePayment: async () => {} };
    return await saveSettled({ bookings: deps.bookings, ...noFollowUp }, created, change);
  } catch (error) {
    // The wallet was emptied meanwhile: the order waits in PAYMENT_PENDING for another payment.
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') return created;
    throw error;
  }
}

async function createWithUniqueReference(
  deps: Pick<TripsDeps, 'bookings' | 'randomInt'>,
  draft: Omit<Booking, 'reference'>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.bookings.create({ ...draft, reference: generateBookingReference(deps.randomInt) });
    } catch (error) {
      if (!(error instanceof BookingReferenceTakenError) || attempt === REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Offers a ride now at once. The booking is saved by then, so a round that loses its write to the
 * scheduled sweep (which found the new booking due and offered it first) is no failure: the rider
 * gets the booking as the sweep left it.
 */
async function firstRound(deps: DispatchDeps, created: VersionedBooking): Promise<VersionedBooking> {
  try {
    return await dispatchDue(deps, created);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'CONFLICT') throw error;
    return (await deps.bookings.getById(created.booking.id)) ?? created;
  }
}

/** How far from the shop's pickup point a checkout's pickup may be: the same door, give or take. */
const SHOP_PICKUP_TOLERANCE_KM = 0.1;

/** A shop order starts at the shop (settings.shopPickup), where the operator set one: 'shop_pickup_only'. */
async function assertShopPickup(deps: Pick<TripsDeps, 'settings'>, pickup: LatLng): Promise<void> {
  const shop = (await deps.settings.get())?.shopPickup;
  if (shop && haversineKm(shop, pickup) > SHOP_PICKUP_TOLERANCE_KM) {
    throw new DomainError({
      code: 'VALIDATION',
      messageKey: 'shop_pickup_only',
      params: { field: 'pickup' },
    });
  }
}

/**
 * A rider holds at most MAX_OPEN_BOOKINGS open bookings ('too_many_open_bookings'). Counted among
 * the rider's bookings under way (the paid ones awaiting a rating are not open); two bookings sent
 * at the same moment may both pass, which a limit against flooding can afford.
 */
async function assertFewerOpenBookings(deps: Pick<TripsDeps, 'bookings'>, rider: User): Promise<void> {
  const underWay = await deps.bookings.listActive(rider.uid, { limit: MAX_PAGE_SIZE });
  const open = underWay.items.filter((booking) => OPEN_BOOKING_STATUSES.includes(booking.status));
  if (open.length >= MAX_OPEN_BOOKINGS) {
    throw new DomainError({
      code: 'CONFLICT',
      messageKey: 'too_many_open_bookings',
      params: { limit: MAX_OPEN_BOOKINGS },
    });
  }
}

/**
 * The quote fixes every amount; the rider's details come from its profile, never the client. A
 * ride now is offered at once; a ride later is offered deps.scheduledLeadMs before its tripdate by
 * the scheduled sweep. The quote is taken (one booking per quote) only after every check passed;
 * a promo redemption that fails (limit reached meanwhile) refuses the booking.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  caller: Caller | null,
  input: CreateBookingInput,
): Promise<ApiBooking> {
  const rider = await requireActor(deps.users, caller, ['rider']);
  const tripdate = tripdateOf(deps, input.tripdate);
  const stored = await deps.quotes.get(input.quoteId);
  // A drop-change quote prices a trip under way; it is never booked.
  if (!stored || stored.dropChange || stored.rider !== rider.uid || stored.expiresAt <= deps.now()) {
    throw new DomainError({ code: 'CONFLICT', messageKey: 'quote_expired' });
  }
  const cart = await pricedCart(deps, input.cart);
  if (cart) await assertShopPickup(deps, stored.pickup);
  const cartTotal = cart?.total ?? ZERO_MONEY;
  const payable = addMoney(payableOf(stored), cartTotal);
  // Checked before the quote and the promo are taken; the booking's own write then holds a
  // ride's price on the wallet under the wallet's condition, or debits a shop order's.
  if (input.payment_mode === 'wallet') assertSpendable(rider, payable);
  await assertFewerOpenBookings(deps, rider);
  const quote = await deps.quotes.take(input.quoteId, rider.uid, deps.now());
  const now = deps.now();
  const bookingId = deps.newId();
  // The promo's usage limit is held here, atomically; past it the booking is refused, not repriced.
  if (quote.promo) {
    await deps.promos
      .redeem({ promoId: quote.promo.promoId, uid: rider.uid, reference: bookingId, at: new Date(now) })
      .catch((error: unknown) => {
        // Said as the quote says it ('This promo has expired.'), not as a bare refusal.
        if (isDomainError(error) && error.messageKey === 'promo_not_applicable')
          throw new DomainError({
            code: error.code,
            messageKey: promoRefusalOf(error.params?.reason),
            params: error.params,
          });
        throw error;
      });
  }
  const ridesNow = input.tripdate === undefined || input.tripdate === null;
  const prepaid = cart !== null && input.payment_mode !== 'cash';
  const draft: Omit<Booking, 'reference'> = {
    id: bookingId,
    customer: rider.uid,
    customer_name: `${rider.firstName} ${rider.lastName}`.trim(),
    ...(rider.email ? { customer_email: rider.email } : {}),
    ...(rider.mobile ? { customer_contact: rider.mobile } : {}),
    ...(rider.pushToken ? { customer_token: rider.pushToken } : {}),
    ...(rider.profile_image ? { customer_image: rider.profile_image } : {}),
    // What drivers offered the trip see of the rider's standing (docs/trips.md).
    ...customerRatingOf(rider),
    pickup: quote.pickup,
    drop: quote.drop,
    ...(quote.stops ? { stops: quote.stops } : {}),
    pickupAddress: quote.pickup.add,
    status: prepaid ? 'PAYMENT_PENDING' : 'NEW',
    tripdate,
    bookingDate: now,
    carType: quote.carTypeName,
    ...(quote.parcelType ? { parcelType: quote.parcelType } : {}),
    ...(quote.option ? { option: quote.option } : {}),
    trip_cost: toAmount(addMoney(quote.grandTotal, cartTotal)),
    ...(quote.fareLines.length
      ? { fare_lines: quote.fareLines.map(({ kind, amount }) => ({ kind, amount: toAmount(amount) })) }
      : {}),
    convenience_fees: toAmount(quote.convenienceFee),
    discount_amount: toAmount(quote.discount),
    payableAmount: toAmount(payable),
    payment_mode: input.payment_mode,
    // A wallet ride's price is held on the wallet until it is paid or cancelled (docs/money.md).
    ...(input.payment_mode === 'wallet' && !prepaid ? { walletHold: toAmount(payable) } : {}),
    distance: quote.distance,
    durationSecs: quote.durationSecs,
    // A shop order starts at the shop, where its customer is not: no code to give the driver there
    // (the pickup and delivery photos record it; docs/trips.md, "Shop deliveries").
    ...(cart ? {} : { otp: rideOtp(deps) }),
    // A prepaid order keeps its dispatch time for when it is paid (the sweep reads NEW bookings only).
    dispatch: firstDispatch(ridesNow ? now : tripdate - deps.scheduledLeadMs),
    ...(cart ? { cartData: cart.lines, cart_total: toAmount(cart.total) } : {}),
    ...(quote.promo
      ? {
          promo_applied: true,
          promo_details: {
            promo_name: quote.promo.promo_name,
            promo_discount_type: quote.promo.promo_discount_type,
            promo_discount_value: quote.promo.promo_discount_value,
            promoId: quote.promo.promoId,
          },
        }
      : {}),
  };
  let created: VersionedBooking = await createWithUniqueReference(deps, draft);
  if (prepaid && input.payment_mode === 'wallet') created = await payWalletOrder(deps, created);
  if (ridesNow) created = await firstRound(deps, created);
  return bookingFor(created.booking, rider);
}
