/** The trip services on DynamoDB Local: one accept wins, dispatch rounds, cancels free the driver. */
import {
  MAX_OPEN_BOOKINGS,
  moneyFromUnits,
  OFFER_TIMEOUT_MS,
  RIDE_CODE_LOCK_MS,
  RIDE_CODE_TRIES,
  toAmount,
  toMoney,
  type LatLng,
  type User,
} from '@wayfare/shared';
import { DynamoWalletLedger } from '@wayfare/lambdas/src/adapters/dynamodb/wallet-ledger.repository';
import { DynamoWithdrawRequestRepository } from '@wayfare/lambdas/src/adapters/dynamodb/withdraw-request.repository';
import { requestWithdraw } from '@wayfare/lambdas/src/money/withdrawals';
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { sweepDueDispatch } from '@wayfare/lambdas/src/trips/dispatch';
import {
  activeDrivers,
  setDriverActive,
  updateDriverLocation,
} from '@wayfare/lambdas/src/trips/driver-presence';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import { tasks } from '@wayfare/lambdas/src/trips/trip-reads';
import {
  acceptTask,
  cancelBooking,
  declineTask,
  updateTripStatus,
} from '@wayfare/lambdas/src/trips/trip-steps';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import { myNotifications } from '@wayfare/lambdas/src/notifications/inbox';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { startLocalTable, type LocalTable } from '../data/support/local-table';
import {
  aUser,
  callerOf,
  anOnlineDriver,
  tripsOnLocalTable,
  type Recorded,
} from './support/trips-on-local-table';

const pickup = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const drop = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
/** A point `km` north of the pickup (about 111 km per degree of latitude). */
const north = (km: number): LatLng => ({ lat: pickup.lat + km / 111.2, lng: pickup.lng });

let table: LocalTable;
let deps: TripsDeps;
let recorded: Recorded;
let clock = Date.now();

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps, recorded } = await tripsOnLocalTable(table, () => clock));
});
afterAll(() => table?.close());

async function bookRide(carType = 'economy', tripdate?: number) {
  const rider = await aUser(deps, 'rider');
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType });
  return {
    rider,
    booking: await createBooking(deps, callerOf(rider), {
      quoteId: quote.quoteId,
      payment_mode: 'cash',
      tripdate,
    }),
  };
}

it('lets exactly one of 20 concurrent accepts win, and the booking names it', async () => {
  const drivers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => aUser(deps, 'driver', { location: north(0.1 + i * 0.01) })),
  );
  // Offer the trip (booked for later: not offered yet) to all 20 at once, as an admin's assignments would.
  const { booking } = await bookRide('comfort', clock + 3_600_000);
  const before = (await deps.bookings.getById(booking.id))!;
  await deps.bookings.save({
    before,
    after: { ...before.booking, requestedDrivers: Object.fromEntries(drivers.map((d) => [d.uid, true])) },
  });

  const outcomes = await Promise.allSettled(
    drivers.map((driver) => acceptTask(deps, callerOf(driver), booking.id)),
  );
  const winners = outcomes.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [drivers[i]!.uid] : []));
  expect(winners).toHaveLength(1);
  for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
    expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
  }
  const stored = (await deps.bookings.getById(booking.id))!.booking;
  expect(stored).toMatchObject({ status: 'ACCEPTED', driver: winners[0] });
  expect(stored.requestedDrivers).toBeUndefined();
  expect((await deps.users.getById(winners[0]!))?.queue).toBe(true);
  expect((await deps.bookings.listOffersTo(drivers[0]!.uid, {})).items).toEqual([]);
});

it('offers the nearest idle drivers first, in batches, widening the radius when a round times out', async () => {
  const near = await Promise.all([0.2, 0.4, 0.6, 0.8, 1, 1.2].map((km) => anOnlineDriver(deps, north(km))));
  const far = await anOnlineDriver(deps, north(4));
  const { booking } = await bookRide();
  const firstRound = (await deps.bookings.getById(booking.id))!.booking;
  // demo driverRadius 10 km: the first round searches 2.5 km and offers the five nearest.
  expect(Object.keys(firstRound.requestedDrivers ?? {}).sort()).toEqual(
    near
      .slice(0, 5)
      .map((d) => d.uid)
      .sort(),
  );
  expect(recorded.offered.filter((o) => o.bookingId === booking.id)).toHaveLength(5);

  // The offer timeout passes: the next round adds the next nearest, and then the far one at 5 km.
  clock += 61_000;
  await sweepDueDispatch(deps);
  const secondRound = (await deps.bookings.getById(booking.id))!.booking;
  expect(Object.keys(secondRound.requestedDrivers ?? {})).toEqual(
    expect.arrayContaining([near[5]!.uid, far.uid]),
  );
  expect(Object.keys(secondRound.requestedDrivers ?? {})).toHaveLength(7);

  // A driver who declines is not offered the trip again; the widest round finds nobody new, and
  // once every offer has timed out the booking ends without a driver.
  await declineTask(deps, callerOf(near[0]!), booking.id);
  clock += 61_000;
  await sweepDueDispatch(deps);
  const offersToDecliner = recorded.offered.filter(
    (o) => o.bookingId === booking.id && o.driver === near[0]!.uid,
  );
  expect(offersToDecliner).toHaveLength(1);
  expect((await deps.bookings.getById(booking.id))!.booking).toMatchObject({
    status: 'CANCELLED',
    reason: 'no_driver_found',
  });
});

describe('every booking reaches an outcome', () => {
  /** A booking at a place of its own (no other test's drivers near), `driverKm` from one free driver. */
  async function bookFarAway(origin: LatLng, driverKm: number | null) {
    const place = { ...origin, add: 'Out of town' };
    const driver =
      driverKm === null
        ? undefined
        : await anOnlineDriver(deps, { lat: origin.lat + driverKm / 111.2, lng: origin.lng });
    const rider = await aUser(deps, 'rider');
    const quote = await estimateFare(deps, callerOf(rider), {
      pickup: place,
      drop: { ...place, lat: place.lat + 0.01 },
      carType: 'economy',
    });
    const booking = await createBooking(deps, callerOf(rider), {
      quoteId: quote.quoteId,
      payment_mode: 'cash',
    });
    return { rider, driver, booking };
  }
  const pushesTo = (user: User) =>
    recorded.pushes.filter((p) => p.token === user.pushToken).map((p) => p.body);

  it('ends a booking at once, CANCELLED "no driver found", when no driver is anywhere near', async () => {
    const { rider, booking } = await bookFarAway({ lat: 41.5, lng: -72.5 }, null);
    expect(booking).toMatchObject({ status: 'CANCELLED', reason: 'no_driver_found' });
    expect(booking.requestedDrivers).toBeUndefined();
    expect(recorded.changed).toContainEqual(
      expect.objectContaining({ id: booking.id, status: 'CANCELLED', reason: 'no_driver_found' }),
    );
    expect(pushesTo(rider)).toContain('No driver is available near you right now. Please try again shortly.');
    expect((await deps.bookings.getById(booking.id))!.booking).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'system',
    });
  });

  it('reaches a free driver 6 km away in the widest round, then ends the booking when nobody accepts', async () => {
    const { rider, driver, booking } = await bookFarAway({ lat: 41.7, lng: -72.9 }, 6);
    expect(booking.status).toBe('NEW');
    expect((await tasks(deps, callerOf(driver!))).map((offer) => offer.id)).toEqual([booking.id]);

    clock += 59_000;
    await sweepDueDispatch(deps);
    expect((await deps.bookings.getById(booking.id))!.booking.status).toBe('NEW');
    clock += 2_000;
    await sweepDueDispatch(deps);
    const ended = (await deps.bookings.getById(booking.id))!.booking;
    expect(ended).toMatchObject({ status: 'CANCELLED', reason: 'no_driver_found', cancelledBy: 'system' });
    expect(ended.dispatch).toBeUndefined();
    expect(await tasks(deps, callerOf(driver!))).toEqual([]);
    expect(recorded.changed).toContainEqual(expect.objectContaining({ id: booking.id, status: 'CANCELLED' }));
    expect(pushesTo(rider)).toContain('No driver is available near you right now. Please try again shortly.');
  });

  it("gives the offered driver its card's figures, then drops the offer and refuses its accept once it lapses", async () => {
    const { driver, booking } = await bookFarAway({ lat: 42.1, lng: -73.6 }, 1);
    const [task] = await tasks(deps, callerOf(driver!));
    expect(task).toMatchObject({ id: booking.id, payment_mode: 'cash' });
    // The driver keeps the fare but the operator's fee (docs/money.md), in minor units.
    const share = toMoney(booking.trip_cost) - toMoney(booking.convenience_fees ?? 0);
    expect(task!.offer).toEqual({
      expiresAt: clock + OFFER_TIMEOUT_MS,
      driverEarning: toAmount(moneyFromUnits(share)),
      toPickupDistance: expect.any(Number),
      toPickupSecs: expect.any(Number),
    });
    // 1 km as the crow flies, by road a little more (the twin's router).
    expect(task!.offer.toPickupDistance).toBeGreaterThanOrEqual(1);
    expect(task!.offer.toPickupDistance).toBeLessThan(2);
    expect(task!.offer.toPickupSecs).toBeGreaterThan(0);

    clock += OFFER_TIMEOUT_MS;
    expect(await tasks(deps, callerOf(driver!))).toEqual([]);
    await expect(acceptTask(deps, callerOf(driver!), booking.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'offer_lapsed',
    });
    expect((await deps.bookings.getById(booking.id))!.booking.driver).toBeUndefined();
  });

  it('cancels the booking and tells the rider when its only offered driver declines (product.md §4)', async () => {
    const { rider, driver, booking } = await bookFarAway({ lat: 41.9, lng: -73.3 }, 1);
    expect(await declineTask(deps, callerOf(driver!), booking.id)).toMatchObject({ status: 'CANCELLED' });
    expect((await deps.bookings.getById(booking.id))!.booking).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'driver',
    });
    expect(recorded.changed).toContainEqual(expect.objectContaining({ id: booking.id, status: 'CANCELLED' }));
    expect(pushesTo(rider)).toContain('The booking has been cancelled.');
  });

  it('reads the driver radius in miles when the operator counts in miles', async () => {
    await deps.settings.put({ ...demoSettings, convert_to_mile: true, driverRadius: 5 }, new Date());
    try {
      // 6 km is within 5 miles (8 km), beyond 5 km.
      const { driver, booking } = await bookFarAway({ lat: 42.1, lng: -73.7 }, 6);
      expect((await tasks(deps, callerOf(driver!))).map((offer) => offer.id)).toEqual([booking.id]);
    } finally {
      await deps.settings.put(demoSettings, new Date());
    }
  });
});

it('frees the driver and returns it to the dispatch index when the rider cancels an accepted trip', async () => {
  const driver = await anOnlineDriver(deps, north(0.05), { carType: 'XL' });
  const { rider, booking } = await bookRide('xl');
  const accepted = await acceptTask(deps, callerOf((await deps.users.getById(driver.uid))!), booking.id);
  expect(accepted.status).toBe('ACCEPTED');
  expect(await deps.dispatch.findNearby({ carType: 'XL', pickup, radiusKm: 1, limit: 10 })).toEqual([]);

  const cancelled = await cancelBooking(deps, callerOf(rider), {
    bookingId: booking.id,
    reason: 'waited too long',
  });
  expect(cancelled).toMatchObject({ status: 'CANCELLED', reason: 'waited too long', cancelledBy: 'rider' });
  expect((await deps.users.getById(driver.uid))?.queue).toBe(false);
  const back = await deps.dispatch.findNearby({ carType: 'XL', pickup, radiusKm: 1, limit: 10 });
  expect(back.map((d) => d.uid)).toEqual([driver.uid]);
  expect(recorded.pushes.filter((p) => p.token === driver.pushToken).map((p) => p.body)).toContain(
    'The booking has been cancelled.',
  );
});

it('tells the rider once that the driver is arriving, however many reports cross the fence together', async () => {
  const driver = await anOnlineDriver(deps, north(1), { carType: 'XL' });
  const { rider, booking } = await bookRide('xl');
  await acceptTask(deps, callerOf((await deps.users.getById(driver.uid))!), booking.id);
  const onTrip = (await deps.users.getById(driver.uid))!;
  const arriving = () =>
    recorded.pushes.filter((p) => p.token === rider.pushToken && p.body.includes('almost at the pickup'));
  const noticed = () =>
    recorded.changed.filter((b) => b.id === booking.id && b.arrivingNoticeAt !== undefined);

  // demo settings: a 300 m fence.
  await updateDriverLocation(deps, callerOf(onTrip), north(0.4));
  expect(arriving()).toEqual([]);
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      updateDriverLocation(deps, callerOf(onTrip), north(0.25 - i * 0.02)),
    ),
  );
  expect(arriving()).toHaveLength(1);
  expect(noticed()).toHaveLength(1);
  expect((await deps.bookings.getById(booking.id))!.booking.arrivingNoticeAt).toBe(clock);

  await updateDriverLocation(deps, callerOf(onTrip), north(0.05));
  await updateTripStatus(deps, callerOf(onTrip), { bookingId: booking.id, status: 'ARRIVED' });
  await updateDriverLocation(deps, callerOf(onTrip), north(0.01));
  expect(arriving()).toHaveLength(1);
  expect(noticed().filter((b) => b.status === 'ACCEPTED')).toHaveLength(1);
});

describe('settlement at REACHED (docs/money.md)', () => {
  const ledger0 = () => new DynamoWalletLedger(table.client, table.tableName);

  /** Drives a wallet trip to the drop: accept, arrive, start with the rider's otp, reach. */
  async function walletTripToTheDrop(
    topUp: number,
    riderOverrides: Partial<User> = {},
    duringTheTrip: (
      rider: User,
      booking: { id: string; trip_cost: number },
    ) => Promise<void> = async () => {},
  ) {
    const ledger = new DynamoWalletLedger(table.client, table.tableName);
    const rider = await aUser(deps, 'rider', riderOverrides);
    const at = new Date(clock);
    await ledger.credit({
      uid: rider.uid,
      amount: toMoney(topUp),
      txRef: 'AdminCredit',
      idempotencyKey: `top#${rider.uid}`,
      at,
    });
    const driver = await anOnlineDriver(deps, north(0.05), { carType: 'Comfort' });
    const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'comfort' });
    const booking = await createBooking(deps, callerOf((await deps.users.getById(rider.uid))!), {
      quoteId: quote.quoteId,
      payment_mode: 'wallet',
    });
    const driverNow = async () => (await deps.users.getById(driver.uid))!;
    await acceptTask(deps, callerOf(await driverNow()), booking.id);
    await updateTripStatus(deps, callerOf(await driverNow()), { bookingId: booking.id, status: 'ARRIVED' });
    const { otp } = (await deps.bookings.getById(booking.id))!.booking;
    await updateTripStatus(deps, callerOf(await driverNow()), {
      bookingId: booking.id,
      status: 'STARTED',
      otp,
    });
    await duringTheTrip(rider, booking);
    const reached = await updateTripStatus(deps, callerOf(await driverNow()), {
      bookingId: booking.id,
      status: 'REACHED',
    });
    return { ledger, rider, driver, booking: reached, quote };
  }

  it('pays a wallet trip from the rider wallet and credits the driver share in the same write', async () => {
    const { ledger, rider, driver, booking, quote } = await walletTripToTheDrop(500);
    expect(booking).toMatchObject({
      status: 'PAID',
      usedWalletMoney: quote.grandTotal,
      cashPaymentAmount: 0,
    });
    expect((await deps.users.getById(rider.uid))?.walletBalance).toBeCloseTo(500 - quote.grandTotal, 6);
    const riderHistory = (await ledger.history(rider.uid, {})).items;
    expect(riderHistory.find((entry) => entry.txRef === booking.id)).toMatchObject({
      type: 'Withdraw',
      amount: quote.grandTotal,
    });
    const driverHistory = (await ledger.history(driver.uid, {})).items;
    expect(driverHistory[0]).toMatchObject({
      type: 'Credit',
      txRef: booking.id,
      amount: booking.driver_share,
    });
    expect((await deps.users.getById(driver.uid))?.queue).toBe(false);
  });

  it("credits the referrer's bonus with a referred rider's first trip, in the settlement's write", async () => {
    const referrer = await aUser(deps, 'rider');
    const { ledger, booking } = await walletTripToTheDrop(500, { signupViaReferral: referrer.uid });
    expect(booking.status).toBe('PAID');
    expect((await ledger.history(referrer.uid, {})).items).toEqual([
      expect.objectContaining({ type: 'Credit', txRef: 'Referral', amount: demoSettings.bonus }),
    ]);
  });

  it("keeps the trip's notifications in the rider's inbox, with or without a push token", async () => {
    const { rider, booking } = await walletTripToTheDrop(500, { pushToken: undefined });
    const { items } = await myNotifications(deps, { uid: rider.uid, groups: ['rider'] }, {});
    expect(items).toContainEqual(
      expect.objectContaining({ body: 'driver_arrived', messageKeys: true, bookingId: booking.id }),
    );
    // Only the rider's own: the driver's inbox is its own, and the back office has none.
    const driver = { uid: booking.driver!, groups: ['driver' as const] };
    expect((await myNotifications(deps, driver, {})).items).not.toContainEqual(
      expect.objectContaining({ body: 'driver_arrived' }),
    );
    const admin = await aUser(deps, 'admin');
    await expect(myNotifications(deps, { uid: admin.uid, groups: ['admin'] }, {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  /** What the wallet holds, and its history, which sums to the balance whatever is held. */
  async function walletOf(ledger: DynamoWalletLedger, uid: string) {
    const user = (await deps.users.getById(uid))!;
    const { items } = await ledger.history(uid, {});
    const sum = items.reduce((total, e) => total + (e.type === 'Credit' ? 1 : -1) * toMoney(e.amount), 0);
    return { balance: user.walletBalance, held: user.walletHeld, historySum: sum / 10_000 };
  }

  it("holds a wallet trip's price from booking, refuses spending it during the trip, and pays with it", async () => {
    let spendable = 0;
    const { ledger, rider, driver, booking, quote } = await walletTripToTheDrop(30, {}, async (who, trip) => {
      expect(await walletOf(ledger0(), who.uid)).toEqual({
        balance: 30,
        held: trip.trip_cost,
        historySum: 30,
      });
      const spend = (amount: number, key: string) =>
        ledger0().debit({
          uid: who.uid,
          amount: toMoney(amount),
          txRef: 'elsewhere',
          idempotencyKey: key,
          at: new Date(clock),
        });
      await expect(spend(30, `all#${who.uid}`)).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        messageKey: 'funds_held',
      });
      spendable = 30 - trip.trip_cost;
      await spend(spendable, `rest#${who.uid}`);
    });
    expect(booking).toMatchObject({
      status: 'PAID',
      usedWalletMoney: quote.grandTotal,
      walletHold: quote.grandTotal,
    });
    expect(spendable).toBeGreaterThan(0);
    expect(await walletOf(ledger, rider.uid)).toEqual({ balance: 0, held: 0, historySum: 0 });
    expect((await ledger.history(driver.uid, {})).items[0]).toMatchObject({
      type: 'Credit',
      txRef: booking.id,
    });
  });

  it('frees the hold, with no history entry, when the wallet trip is cancelled', async () => {
    const ledger = ledger0();
    const rider = await aUser(deps, 'rider');
    await ledger.credit({
      uid: rider.uid,
      amount: toMoney(30),
      txRef: 'AdminCredit',
      idempotencyKey: `t#${rider.uid}`,
      at: new Date(clock),
    });
    const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'economy' });
    const booked = await createBooking(deps, callerOf((await deps.users.getById(rider.uid))!), {
      quoteId: quote.quoteId,
      payment_mode: 'wallet',
    });
    expect(booked.walletHold).toBe(quote.grandTotal);
    expect((await deps.users.getById(rider.uid))!.walletHeld).toBe(quote.grandTotal);
    await cancelBooking(deps, callerOf(rider), { bookingId: booked.id, reason: 'test' });
    expect(await walletOf(ledger, rider.uid)).toEqual({ balance: 30, held: 0, historySum: 30 });
  });

  it('refuses a wallet booking, a spend or a withdrawal beyond the balance less what is held', async () => {
    const ledger = ledger0();
    const rider = await aUser(deps, 'rider', { bankName: 'Bank', bankAccount: '123' });
    await ledger.credit({
      uid: rider.uid,
      amount: toMoney(30),
      txRef: 'AdminCredit',
      idempotencyKey: `t#${rider.uid}`,
      at: new Date(clock),
    });
    const book = async () => {
      const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'xl' });
      return createBooking(deps, callerOf((await deps.users.getById(rider.uid))!), {
        quoteId: quote.quoteId,
        payment_mode: 'wallet',
      });
    };
    const first = await book();
    expect(first.walletHold).toBeGreaterThan(15);
    await expect(book()).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', messageKey: 'funds_held' });

    const withdraws = new DynamoWithdrawRequestRepository(table.client, table.tableName);
    const moneyDeps = {
      users: deps.users,
      settings: deps.settings,
      withdraws,
      now: deps.now,
      newId: deps.newId,
    };
    const caller = { uid: rider.uid, groups: ['rider' as const] };
    await expect(requestWithdraw(moneyDeps, caller, { amount: 30 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'funds_held',
    });
    const rest = Math.round((30 - first.walletHold!) * 100) / 100;
    await expect(requestWithdraw(moneyDeps, caller, { amount: rest })).resolves.toMatchObject({
      amount: rest,
    });
    expect(await walletOf(ledger, rider.uid)).toMatchObject({
      held: first.walletHold,
      historySum: 30 - rest,
    });
    await cancelBooking(deps, callerOf(rider), { bookingId: first.id, reason: 'test' });
    expect(await walletOf(ledger, rider.uid)).toMatchObject({ held: 0, balance: first.walletHold });
  });

  it('leaves a wallet trip booked before holds PENDING, moving no money, when the wallet no longer covers it', async () => {
    const { ledger, rider, driver, booking } = await walletTripToTheDrop(100, {}, async (who, trip) => {
      // A booking from before holds existed holds nothing: its rider could spend the balance.
      const stored = (await deps.bookings.getById(trip.id))!;
      const { walletHold: _none, ...unheld } = stored.booking;
      await deps.bookings.save({ before: stored, after: unheld });
      await ledger0().debit({
        uid: who.uid,
        amount: toMoney(99),
        txRef: 'elsewhere',
        idempotencyKey: `s#${who.uid}`,
        at: new Date(clock),
      });
    });
    expect(booking.status).toBe('PENDING');
    expect((await deps.users.getById(rider.uid))?.walletBalance).toBe(1);
    expect((await ledger.history(driver.uid, {})).items).toEqual([]);
  });
});

describe('the dashboard map (activeDrivers with a box)', () => {
  const box = { south: 40.7, west: -74.05, north: 40.82, east: -73.9 };
  const uidsOn = async (viewer: User) => (await activeDrivers(deps, callerOf(viewer), box)).map((d) => d.uid);

  it('shows idle and on-trip drivers in the box, only the fleet admin its own, and refuses other roles', async () => {
    const admin = await aUser(deps, 'admin');
    const fleetadmin = await aUser(deps, 'fleetadmin');
    const ownIdle = await anOnlineDriver(deps, north(0.2), { carType: 'XL', fleetadmin: fleetadmin.uid });
    const otherIdle = await anOnlineDriver(deps, north(0.3));
    const outside = await anOnlineDriver(deps, { lat: 41.2, lng: -73.95 });
    const offline = await anOnlineDriver(deps, north(0.4), { driverActiveStatus: false });
    const { booking } = await bookRide('xl');
    await acceptTask(deps, callerOf((await deps.users.getById(ownIdle.uid))!), booking.id);

    const all = await uidsOn(admin);
    expect(all).toEqual(expect.arrayContaining([ownIdle.uid, otherIdle.uid]));
    expect(all).not.toContain(outside.uid);
    expect(all).not.toContain(offline.uid);
    const onTrip = (await activeDrivers(deps, callerOf(admin), box)).find((d) => d.uid === ownIdle.uid);
    expect(onTrip).toMatchObject({ queue: true, lat: north(0.2).lat });
    expect(await uidsOn(fleetadmin)).toEqual([ownIdle.uid]);

    const rider = await aUser(deps, 'rider');
    await expect(activeDrivers(deps, callerOf(rider), box)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(activeDrivers(deps, callerOf(otherIdle), box)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('follows a driver that moves during its trip and leaves the map when it goes offline', async () => {
    const admin = await aUser(deps, 'admin');
    const driver = await anOnlineDriver(deps, north(0.5), { carType: 'XL' });
    const { booking } = await bookRide('xl');
    const onTrip = await acceptTask(deps, callerOf((await deps.users.getById(driver.uid))!), booking.id);
    expect(onTrip.driver).toBe(driver.uid);
    await updateDriverLocation(deps, callerOf((await deps.users.getById(driver.uid))!), {
      lat: 41.2,
      lng: -73.95,
    });
    expect(await uidsOn(admin)).not.toContain(driver.uid);
    await updateDriverLocation(deps, callerOf((await deps.users.getById(driver.uid))!), north(0.6));
    const shown = (await activeDrivers(deps, callerOf(admin), box)).find((d) => d.uid === driver.uid);
    expect(shown).toMatchObject({ lat: north(0.6).lat, lng: north(0.6).lng, queue: true });
    await setDriverActive(deps, callerOf((await deps.users.getById(driver.uid))!), false);
    expect(await uidsOn(admin)).not.toContain(driver.uid);
  });
});

describe('a promo named in a quote', () => {
  const aPromo = (name: string, changes: Record<string, unknown> = {}) =>
    deps.promos.create({
      id: `promo-${name}`,
      promo_name: name,
      promo_description: '',
      promo_discount_type: 'flat',
      promo_discount_value: 2,
      max_promo_discount_value: 0,
      min_order: 1,
      promo_validity: clock + 86_400_000,
      promo_usage_limit: 10,
      createdAt: new Date(clock).toISOString(),
      ...changes,
    });
  const quoteWith = async (rider: User, promo: string) => {
    const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'economy', promo });
    return { discount: quote.discount, promoError: quote.promoError ?? null };
  };

  it('gives its discount, or says why it gives none, in words the rider can act on', async () => {
    await aPromo('TWOOFF');
    await aPromo('OLD', { promo_validity: clock - 1 });
    await aPromo('BIGORDER', { min_order: 1000 });
    const rider = await aUser(deps, 'rider');
    expect(await quoteWith(rider, 'twooff')).toEqual({ discount: 2, promoError: null });
    expect(await quoteWith(rider, 'NOSUCH')).toEqual({ discount: 0, promoError: 'promo_unknown' });
    expect(await quoteWith(rider, 'OLD')).toEqual({ discount: 0, promoError: 'promo_expired' });
    expect(await quoteWith(rider, 'BIGORDER')).toEqual({ discount: 0, promoError: 'promo_min_order' });

    const booked = await estimateFare(deps, callerOf(rider), {
      pickup,
      drop,
      carType: 'economy',
      promo: 'TWOOFF',
    });
    await createBooking(deps, callerOf(rider), { quoteId: booked.quoteId, payment_mode: 'cash' });
    expect(await quoteWith(rider, 'TWOOFF')).toEqual({ discount: 0, promoError: 'promo_already_used' });
  });

  it('gives a cancelled booking its promo use back, counter included, in the cancel itself', async () => {
    await aPromo('COMEBACK', { promo_usage_limit: 1 });
    const rider = await aUser(deps, 'rider');
    const book = async () => {
      const quote = await estimateFare(deps, callerOf(rider), {
        pickup,
        drop,
        carType: 'economy',
        promo: 'COMEBACK',
      });
      return createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash' });
    };
    const first = await book();
    expect(first.promo_applied).toBe(true);
    expect((await deps.promos.get('promo-COMEBACK'))?.usedCount).toBe(1);

    // A cancel that loses to another change writes nothing: the use stays taken.
    const read = (await deps.bookings.getById(first.id))!;
    await deps.bookings.save({ before: read, after: { ...read.booking, reason: 'changed' } });
    await expect(
      deps.bookings.save({ before: read, after: { ...read.booking, status: 'CANCELLED' } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await deps.promos.get('promo-COMEBACK'))?.usedCount).toBe(1);
    expect(await quoteWith(rider, 'COMEBACK')).toEqual({ discount: 0, promoError: 'promo_used_up' });

    await cancelBooking(deps, callerOf(rider), { bookingId: first.id, reason: 'changed my mind' });
    expect((await deps.promos.get('promo-COMEBACK'))?.usedCount).toBe(0);
    expect(await deps.promos.hasRedeemed('promo-COMEBACK', rider.uid)).toBe(false);
    expect(await quoteWith(rider, 'COMEBACK')).toEqual({ discount: 2, promoError: null });
    const second = await book();
    expect(second.discount).toBe(2);
    expect((await deps.promos.get('promo-COMEBACK'))?.usedCount).toBe(1);
  });

  it('says an expired promo has expired, also to a rider who used it before', async () => {
    await aPromo('LASTDAY');
    const rider = await aUser(deps, 'rider');
    const quote = await estimateFare(deps, callerOf(rider), {
      pickup,
      drop,
      carType: 'economy',
      promo: 'LASTDAY',
    });
    await createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash' });
    const later = new Date(clock + 2 * 86_400_000);
    await expect(
      deps.promos.redeem({ promoId: 'promo-LASTDAY', uid: rider.uid, reference: 'b-again', at: later }),
    ).rejects.toMatchObject({ params: { reason: 'expired' } });

    // Valid when quoted, expired when booked: the booking is refused in those words.
    const other = await aUser(deps, 'rider');
    const quoted = await estimateFare(deps, callerOf(other), {
      pickup,
      drop,
      carType: 'economy',
      promo: 'LASTDAY',
    });
    const {
      id: _id,
      createdAt: _at,
      usedCount: _used,
      ...fields
    } = (await deps.promos.get('promo-LASTDAY'))!;
    await deps.promos.update('promo-LASTDAY', { ...fields, promo_validity: clock - 1 });
    await expect(
      createBooking(deps, callerOf(other), { quoteId: quoted.quoteId, payment_mode: 'cash' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'promo_expired' });
  });

  it('says a promo whose uses are all taken is used up', async () => {
    await aPromo('ONCE', { promo_usage_limit: 1 });
    const first = await aUser(deps, 'rider');
    const quote = await estimateFare(deps, callerOf(first), {
      pickup,
      drop,
      carType: 'economy',
      promo: 'ONCE',
    });
    await createBooking(deps, callerOf(first), { quoteId: quote.quoteId, payment_mode: 'cash' });
    expect(await quoteWith(await aUser(deps, 'rider'), 'ONCE')).toEqual({
      discount: 0,
      promoError: 'promo_used_up',
    });
  });
});

it('lists no offers to a driver while it is offline, and the open ones again once it is back online', async () => {
  const driver = await anOnlineDriver(deps, north(0.05));
  const { rider, booking } = await bookRide();
  const offered = async () =>
    (await tasks(deps, callerOf((await deps.users.getById(driver.uid))!))).map((b) => b.id);
  expect(await offered()).toContain(booking.id);
  await setDriverActive(deps, callerOf(driver), false);
  expect(await offered()).toEqual([]);
  await setDriverActive(deps, callerOf(driver), true);
  expect(await offered()).toContain(booking.id);
  await cancelBooking(deps, callerOf(rider), { bookingId: booking.id, reason: 'test' });
});

describe('a delivery quote with a parcel type and an option (product.md §9)', () => {
  const van = {
    id: 'parcel-van',
    name: 'Parcel Van',
    rate_per_unit_distance: 1,
    rate_per_hour: 0,
    base_fare: 0,
    min_fare: 1,
    convenience_fees: 1,
    convenience_fee_type: 'flat' as const,
    parcelTypes: [
      { name: 'Envelope', amount: 0.5 },
      { name: 'Box', amount: 5 },
    ],
    options: [{ name: 'Fragile', amount: 1 }],
  };
  beforeAll(() => deps.carTypes.create(van, new Date()));

  it('adds the chosen parcel type and option to the fare and books them by name', async () => {
    const rider = await aUser(deps, 'rider');
    const plain = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: van.id });
    const boxed = await estimateFare(deps, callerOf(rider), {
      pickup,
      drop,
      carType: van.id,
      parcelType: 1,
      option: 0,
    });
    expect(boxed.fare).toBeCloseTo(plain.fare + 6, 6);
    expect(boxed.grandTotal).toBeCloseTo(plain.grandTotal + 6, 6);

    const booking = await createBooking(deps, callerOf(rider), {
      quoteId: boxed.quoteId,
      payment_mode: 'cash',
    });
    expect(booking).toMatchObject({ parcelType: 'Box', option: 'Fragile', trip_cost: boxed.grandTotal });
    expect((await deps.bookings.getById(booking.id))!.booking).toMatchObject({
      parcelType: 'Box',
      option: 'Fragile',
    });
  });

  it.each([
    [{ parcelType: 2 }, 'parcelType'],
    [{ parcelType: -1 }, 'parcelType'],
    [{ option: 1 }, 'option'],
  ])('refuses %p, an index the car type does not list', async (picks, field) => {
    const rider = await aUser(deps, 'rider');
    await expect(
      estimateFare(deps, callerOf(rider), { pickup, drop, carType: van.id, ...picks }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'unknown_option',
      params: { failures: [{ field, messageKey: 'unknown_option' }] },
    });
  });

  it('refuses a parcel type on a car type that has none', async () => {
    const rider = await aUser(deps, 'rider');
    await expect(
      estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'economy', parcelType: 0 }),
    ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'unknown_option' });
  });
});

describe('wrong ride codes (docs/security.md, "Ride codes lock")', () => {
  let town = 0;
  /** A trip in a town of its own, so that its driver alone is offered it. */
  async function arrivedTrip() {
    town += 1;
    const place = { lat: 33 + town, lng: -97, add: `Town ${town}` };
    const driver = await anOnlineDriver(deps, { lat: place.lat + 0.0005, lng: place.lng });
    const rider = await aUser(deps, 'rider');
    const quote = await estimateFare(deps, callerOf(rider), {
      pickup: place,
      drop: { ...place, lat: place.lat + 0.01 },
      carType: 'economy',
    });
    const booking = await createBooking(deps, callerOf(rider), {
      quoteId: quote.quoteId,
      payment_mode: 'cash',
    });
    const driverNow = async () => (await deps.users.getById(driver.uid))!;
    await acceptTask(deps, callerOf(await driverNow()), booking.id);
    await updateTripStatus(deps, callerOf(await driverNow()), { bookingId: booking.id, status: 'ARRIVED' });
    const { otp } = (await deps.bookings.getById(booking.id))!.booking;
    const start = async (code: string) =>
      updateTripStatus(deps, callerOf(await driverNow()), {
        bookingId: booking.id,
        status: 'STARTED',
        otp: code,
      });
    return { rider, booking, otp: otp!, start };
  }
  const wrongFor = (otp: string) => [...otp].map((digit) => String((Number(digit) + 1) % 10)).join('');

  it('counts every wrong code, even guesses sent together, and locks the start on the fifth', async () => {
    const { rider, booking, otp, start } = await arrivedTrip();
    const guesses = await Promise.allSettled(
      Array.from({ length: RIDE_CODE_TRIES }, () => start(wrongFor(otp))),
    );
    const refusals = guesses.map((guess) => (guess as PromiseRejectedResult).reason?.messageKey);
    expect(refusals.filter((key) => key === 'wrong_ride_code')).toHaveLength(RIDE_CODE_TRIES - 1);
    expect(refusals.filter((key) => key === 'ride_code_locked')).toHaveLength(1);

    // Locked: even the right code is refused until the lock ends, and the rider was told.
    await expect(start(otp)).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'ride_code_locked' });
    const { items } = await myNotifications(deps, { uid: rider.uid, groups: ['rider'] }, {});
    expect(items.map((notice) => notice.body)).toContain('ride_code_locked_rider');
    expect((await deps.bookings.getById(booking.id))!.booking.status).toBe('ARRIVED');

    clock += RIDE_CODE_LOCK_MS;
    await expect(start(otp)).resolves.toMatchObject({ status: 'STARTED' });
  });

  it('starts with the right code after fewer wrong ones than the limit', async () => {
    const { otp, start } = await arrivedTrip();
    for (let i = 1; i < RIDE_CODE_TRIES; i += 1)
      await expect(start(wrongFor(otp))).rejects.toMatchObject({ messageKey: 'wrong_ride_code' });
    await expect(start(otp)).resolves.toMatchObject({ status: 'STARTED' });
  });
});

it(`refuses a rider's booking past ${MAX_OPEN_BOOKINGS} open ones, and books again once one is cancelled`, async () => {
  const rider = await aUser(deps, 'rider');
  const later = clock + 3_600_000;
  const book = async () => {
    const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'economy' });
    return createBooking(deps, callerOf(rider), {
      quoteId: quote.quoteId,
      payment_mode: 'cash',
      tripdate: later,
    });
  };
  const open = [];
  for (let i = 0; i < MAX_OPEN_BOOKINGS; i += 1) open.push(await book());
  await expect(book()).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'too_many_open_bookings' });
  await cancelBooking(deps, callerOf(rider), { bookingId: open[0]!.id, reason: 'test' });
  await expect(book()).resolves.toMatchObject({ status: 'NEW' });
});

it('books a ride now that the scheduled sweep offered first, and answers with the offered booking', async () => {
  const driver = await anOnlineDriver(deps, north(0.05), { carType: 'XL' });
  // The sweep finds the new booking due between its write and the booking's own first round.
  const racing: TripsDeps = {
    ...deps,
    bookings: Object.create(deps.bookings, {
      create: {
        value: async (booking: Parameters<TripsDeps['bookings']['create']>[0]) => {
          const created = await deps.bookings.create(booking);
          await sweepDueDispatch(deps);
          return created;
        },
      },
    }),
  };
  const rider = await aUser(deps, 'rider');
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'xl' });
  const booking = await createBooking(racing, callerOf(rider), {
    quoteId: quote.quoteId,
    payment_mode: 'cash',
  });
  expect(booking).toMatchObject({ status: 'NEW' });
  expect((await deps.bookings.getById(booking.id))!.booking.requestedDrivers).toMatchObject({
    [driver.uid]: true,
  });
  await cancelBooking(deps, callerOf(rider), { bookingId: booking.id, reason: 'test' });
});
