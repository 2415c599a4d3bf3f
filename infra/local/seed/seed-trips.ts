/**
 * Plays the demo trips (demo-trips.ts) through the domain's transitions and the repositories, as
 * the trips API would: a quote priced by the shared fare maths on the places adapter's route, a
 * promo checked and redeemed, the booking created with its offers, accepted by the driver, moved
 * through its steps with tracking points, settled (driver share, customer paid) and rated, with
 * chat along the way. The earnings stream counts the settled ones, as it counts real trips.
 */
import {
  acceptBooking,
  addDriverRating,
  advanceBooking,
  calculateFare,
  cancelBooking,
  cancelTask,
  completeBooking,
  fareRatesOf,
  generateBookingReference,
  isDomainError,
  promoDiscount,
  settlementOf,
  subtractMoney,
  toAmount,
  ZERO_MONEY,
  type Booking,
  type BookingChange,
  type Money,
  type Place,
  type DriverRatings,
  type TrackingEntry,
} from '@wayfare/shared';
import type { GazetteerEntry } from '@wayfare/lambdas/src/adapters/offline-places/nyc-gazetteer';
import {
  BookingReferenceTakenError,
  type VersionedBooking,
} from '@wayfare/lambdas/src/ports/booking-repository';
import type { DemoUser } from './demo-accounts';
import { demoSettings } from './demo-settings';
import { carTypeNamed, demoDrivers, demoRiders, contactOf, type DemoTrip } from './demo-trips';
import { seededRandom, type SeededRandom } from './seeded-random';

type Deps = typeof import('@wayfare/lambdas/src/deps');

const MINUTE_MS = 60_000;
const { decimal, convert_to_mile: convertToMile, timezone = 'UTC' } = demoSettings;
const system = { uid: 'system', role: 'system' } as const;

/** month:day:year and hours:minutes in the operator's time zone (product.md §3 chat message). */
function chatStamp(at: number): { msgDate: string; msgTime: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return { msgDate: `${parts.month}:${parts.day}:${parts.year}`, msgTime: `${parts.hour}:${parts.minute}` };
}

const placeOf = (entry: GazetteerEntry): Place => ({
  lat: entry.lat,
  lng: entry.lng,
  add: `${entry.name}, ${entry.address}`,
});

const uuidOf = (random: SeededRandom): string => {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
};

export interface TripSeedContext {
  deps: Deps;
  uidOf: (contact: string) => string;
  /** The demo fleet admin's uid: drivers of the demo fleet carry it. */
  fleetadmin: string;
}

const userByContact = new Map<string, DemoUser>(
  [...demoRiders, ...demoDrivers].map((user) => [contactOf(user), user]),
);

/** A trip of the plan with what is decided before it is played: its id, its quote, its promo. */
interface PreparedTrip {
  trip: DemoTrip;
  /** The trip's own draws (its id first), so the trip plays the same whenever it is played. */
  random: SeededRandom;
  id: string;
  route: Route;
  quote: ReturnType<typeof calculateFare>;
  promo?: Awaited<ReturnType<typeof redeemPromo>>;
}

type Route = Awaited<ReturnType<ReturnType<Deps['places']>['route']>>;

/** Each trip's own random, from the plan's seed and the trip's place in the plan. */
const tripRandom = (seed: number, index: number): SeededRandom =>
  seededRandom(seed ^ Math.imul(index + 1, 0x9e3779b1));

/**
 * Plays every trip of the plan, with the result it would have one after another, in less time:
 * the promos are redeemed first, in plan order (a promo's uses run out in that order); then the
 * history's trips of each driver one after another (each accept carries the rating the driver's
 * trips before left) and different drivers' side by side; the trips under way last, in order (one
 * waiting for a driver is offered to whoever is free by then). Each trip draws from its own random.
 */
export async function seedDemoTrips(context: TripSeedContext, plan: readonly DemoTrip[]): Promise<void> {
  const seed = plan.length * 7919;
  const prepared = await Promise.all(
    plan.map((trip, index) => prepareTrip(context.deps, trip, tripRandom(seed, index))),
  );
  for (const trip of prepared)
    if (trip.trip.promoId)
      trip.promo = await redeemPromo(context.deps, {
        promoId: trip.trip.promoId,
        riderUid: context.uidOf(trip.trip.rider),
        bookingId: trip.id,
        order: trip.quote.grandTotal,
        at: trip.trip.bookingDate,
      });
  const ratings = new Map<string, DriverRatings>();
  const byDriver = new Map<string, PreparedTrip[]>();
  for (const trip of prepared.filter(({ trip }) => trip.end.kind !== 'active')) {
    const key = trip.trip.driver ?? trip.id;
    const trips = byDriver.get(key) ?? [];
    trips.push(trip);
    byDriver.set(key, trips);
  }
  await Promise.all(
    [...byDriver.values()].map(async (trips) => {
      for (const trip of trips) await playTrip(context, trip, ratings);
    }),
  );
  for (const trip of prepared.filter(({ trip }) => trip.end.kind === 'active'))
    await playTrip(context, trip, ratings);
}

/** The trip's id and its quote, as estimateFare prices it. */
async function prepareTrip(deps: Deps, trip: DemoTrip, random: SeededRandom): Promise<PreparedTrip> {
  const id = uuidOf(random);
  const route = await deps.places().route(placeOf(trip.pickup), placeOf(trip.drop));
  const quote = calculateFare({
    rates: fareRatesOf(carTypeNamed(trip.carType)),
    distanceKm: route.distanceKm,
    durationSeconds: route.durationSecs,
    decimal,
    convertToMile,
  });
  return { trip, random, id, route, quote };
}

async function playTrip(
  { deps, uidOf, fleetadmin }: TripSeedContext,
  { trip, random, id, route, quote, promo }: PreparedTrip,
  ratings: Map<string, DriverRatings>,
): Promise<void> {
  const rider = userByContact.get(trip.rider)!;
  const riderUid = uidOf(trip.rider);
  const driver = trip.driver ? userByContact.get(trip.driver) : undefined;
  const driverUid = trip.driver ? uidOf(trip.driver) : undefined;
  const pickup = placeOf(trip.pickup);
  const drop = placeOf(trip.drop);
  const discount = promo?.discount ?? ZERO_MONEY;

  const active = trip.end.kind === 'active' ? trip.end.status : undefined;
  const requestedDrivers =
    active === 'NEW'
      ? await nearestDrivers(deps, trip.carType, pickup)
      : active === 'PAYMENT_PENDING' || !driverUid
        ? undefined
        : { [driverUid]: true as const };
  const draft: Omit<Booking, 'reference'> = {
    id,
    customer: riderUid,
    customer_name: `${rider.firstName} ${rider.lastName}`,
    ...(rider.email ? { customer_email: rider.email } : {}),
    ...(rider.mobile ? { customer_contact: rider.mobile } : {}),
    pickup,
    drop,
    pickupAddress: pickup.add,
    status: active === 'PAYMENT_PENDING' ? 'PAYMENT_PENDING' : 'NEW',
    tripdate: trip.tripdate,
    bookingDate: trip.bookingDate,
    carType: trip.carType,
    trip_cost: toAmount(quote.grandTotal),
    fare_lines: quote.lines.map(({ kind, amount }) => ({ kind, amount: toAmount(amount) })),
    convenience_fees: toAmount(quote.convenienceFee),
    discount_amount: toAmount(discount),
    payableAmount: toAmount(subtractMoney(quote.grandTotal, discount)),
    payment_mode: trip.paymentMode,
    otp: Array.from({ length: 6 }, () => String(random.int(10))).join(''),
    ...(requestedDrivers ? { requestedDrivers } : {}),
    ...(promo ? { promo_applied: true, promo_details: promo.details } : {}),
  };
  let current = await createWithUniqueReference(deps, draft, random);
  const save = async (change: BookingChange) => {
    const tracking = change.effects.find((effect) => effect.type === 'track')?.entry;
    current = await deps
      .bookingRepository()
      .save({ before: current, after: change.booking, ...(tracking ? { tracking } : {}) });
  };
  const riderCaller = { uid: riderUid, role: 'rider' as const };
  const { end } = trip;

  if (active === 'PAYMENT_PENDING' || active === 'NEW' || !driver || !driverUid) return;
  if (end.kind === 'declined') return save(cancelTask(current.booking, { driverUid }));
  if (end.kind === 'cancelled' && end.stage === 'NEW') {
    const caller = end.by === 'rider' ? riderCaller : { uid: 'admin', role: 'admin' as const };
    return save(cancelBooking(current.booking, { caller, reason: end.reason }));
  }

  // The driver accepts a minute or two after the trip time, from nearby.
  let at = trip.tripdate + (1 + random.int(2)) * MINUTE_MS;
  const accepted = acceptBooking(current.booking, {
    driver: {
      uid: driverUid,
      firstName: driver.firstName,
      lastName: driver.lastName,
      ...(driver.mobile ? { mobile: driver.mobile } : {}),
      ...(driver.vehicleNumber ? { vehicleNumber: driver.vehicleNumber } : {}),
      ...(driver.vehicleMake ? { vehicleMake: driver.vehicleMake } : {}),
      ...(driver.vehicleModel ? { vehicleModel: driver.vehicleModel } : {}),
      ...(driver.vehicleColor ? { vehicleColor: driver.vehicleColor } : {}),
      ...ratings.get(driverUid),
      ...(driver.inDemoFleet ? { fleetadmin } : {}),
    },
    location: { lat: pickup.lat + 0.006, lng: pickup.lng - 0.004 },
    at,
  });
  const acceptTrack = accepted.effects.find((effect) => effect.type === 'track')!.entry;
  current = await deps
    .bookingRepository()
    .accept({ before: current, after: accepted.booking, tracking: acceptTrack, driver: driverUid });
  await addChat(deps, { trip, booking: current.booking, at, riderUid, driverUid });

  if (end.kind === 'cancelled') {
    const caller = end.by === 'rider' ? riderCaller : { uid: 'admin', role: 'admin' as const };
    return save(cancelBooking(current.booking, { caller, reason: end.reason }));
  }
  if (active === 'ACCEPTED') return;

  const driverCaller = { uid: driverUid, role: 'driver' as const };
  at += (4 + random.int(6)) * MINUTE_MS;
  await save(advanceBooking(current.booking, { caller: driverCaller, at, request: { to: 'ARRIVED' } }));
  if (active === 'ARRIVED') return;

  at += (1 + random.int(3)) * MINUTE_MS;
  await save(
    advanceBooking(current.booking, {
      caller: driverCaller,
      at,
      request: { to: 'STARTED', otp: current.booking.otp },
    }),
  );
  const arrival = at + route.durationSecs * 1000;
  // A position report about every two minutes on the way; a trip under way is halfway now.
  const points = Math.max(2, Math.round(route.durationSecs / 120));
  const reported = active === 'STARTED' ? Math.ceil(points / 2) : points;
  const track = Array.from({ length: reported + 1 }, (_, i): TrackingEntry => {
    const f = i / points;
    return {
      at: at + Math.round((arrival - at) * f),
      status: 'STARTED',
      lat: pickup.lat + (drop.lat - pickup.lat) * f,
      lng: pickup.lng + (drop.lng - pickup.lng) * f,
    };
  });
  // Independent items: written side by side, as many drivers' reports would be.
  await Promise.all(track.map((entry) => deps.trackingRepository().add(id, entry)));
  if (active === 'STARTED') return;

  at = arrival + MINUTE_MS;
  await save(
    advanceBooking(current.booking, { caller: driverCaller, at, request: { to: 'REACHED', location: drop } }),
  );
  if (active === 'REACHED') return;

  // Settlement: cash is paid in the car; a card trip waits in PENDING for the payment.
  at += MINUTE_MS;
  if (trip.paymentMode === 'card') {
    await save(advanceBooking(current.booking, { caller: driverCaller, at, request: { to: 'PENDING' } }));
    if (active === 'PENDING') return;
    const paid = {
      ...current.booking,
      ...settlementOf(current.booking, { mode: 'card', decimal, gateway: 'stripe' }).fields,
    };
    await markReceiptSent(deps, id, at + 2 * MINUTE_MS);
    await save(advanceBooking(paid, { caller: system, at: at + 2 * MINUTE_MS, request: { to: 'PAID' } }));
  } else {
    const paid = {
      ...current.booking,
      ...settlementOf(current.booking, { mode: 'cash', decimal }).fields,
    };
    await markReceiptSent(deps, id, at);
    await save(advanceBooking(paid, { caller: driverCaller, at, request: { to: 'PAID' } }));
  }
  if (end.kind !== 'complete') return;

  const completed = completeBooking(current.booking, {
    caller: riderCaller,
    ...(end.rating ? { rating: end.rating } : {}),
  });
  await save(completed);
  for (const effect of completed.effects) {
    if (effect.type === 'rateDriver')
      ratings.set(effect.driverUid, addDriverRating(ratings.get(effect.driverUid), effect.rate));
  }
}

/**
 * The history's receipts went out when each trip was paid: the mark is written before the PAID
 * write, so the receipt stream (mail-receipts.ts) finds it and e-mails none of them again.
 */
async function markReceiptSent(deps: Deps, bookingId: string, paidAt: number): Promise<void> {
  await deps.receiptMails().claim(bookingId, new Date(paidAt));
}

async function createWithUniqueReference(
  deps: Deps,
  draft: Omit<Booking, 'reference'>,
  random: SeededRandom,
): Promise<VersionedBooking> {
  for (;;) {
    try {
      return await deps
        .bookingRepository()
        .create({ ...draft, reference: generateBookingReference(random.int) });
    } catch (error) {
      if (!(error instanceof BookingReferenceTakenError)) throw error;
    }
  }
}

/** The promo's discount when it still applies, redeemed for this booking as createBooking does. */
async function redeemPromo(
  deps: Deps,
  {
    promoId,
    riderUid,
    bookingId,
    order,
    at,
  }: { promoId: string; riderUid: string; bookingId: string; order: Money; at: number },
) {
  const promo = await deps.promoRepository().get(promoId);
  if (!promo || (await deps.promoRepository().hasRedeemed(promoId, riderUid))) return undefined;
  try {
    const discount = promoDiscount({ ...promo, user_avail: [] }, { order, userUid: riderUid, at, decimal });
    await deps.promoRepository().redeem({ promoId, uid: riderUid, reference: bookingId, at: new Date(at) });
    const { promo_name, promo_discount_type, promo_discount_value } = promo;
    return { discount, details: { promo_name, promo_discount_type, promo_discount_value } };
  } catch (error) {
    // Below the minimum order, expired or used up: the rider books without it.
    if (isDomainError(error) && error.code === 'VALIDATION') return undefined;
    throw error;
  }
}

/** A booking waiting for a driver is offered to the nearest online drivers, through the dispatch index. */
async function nearestDrivers(deps: Deps, carType: string, pickup: Place) {
  const nearby = await deps
    .dispatchIndex()
    .findNearby({ carType, pickup, radiusKm: demoSettings.driverRadius, limit: 3 });
  return Object.fromEntries(nearby.map((driver) => [driver.uid, true as const]));
}

async function addChat(
  deps: Deps,
  {
    trip,
    booking,
    at,
    riderUid,
    driverUid,
  }: { trip: DemoTrip; booking: Booking; at: number; riderUid: string; driverUid: string },
): Promise<void> {
  await Promise.all(
    trip.chat.map((line, index) => {
      const sent = at + (index + 1) * 45_000;
      return deps.chatRepository().add({
        bookingId: booking.id,
        id: `${booking.id}-${index}`,
        at: sent,
        message: line.message,
        from: line.from === 'rider' ? riderUid : driverUid,
        type: 'msg',
        source: line.from,
        ...chatStamp(sent),
      });
    }),
  );
}
