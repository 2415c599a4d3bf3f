/**
 * Changing the drop during a trip, on DynamoDB Local (docs/trips.md, Changing the drop): the
 * rider's quote from where the trip is, its acceptance in one conditional write with the wallet
 * hold, the driver told live and by push, and every refusal writing nothing.
 */
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { updateDriverLocation } from '@wayfare/lambdas/src/trips/driver-presence';
import { acceptDropChange, quoteDropChange } from '@wayfare/lambdas/src/trips/drop-change';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import { acceptTask, updateTripStatus } from '@wayfare/lambdas/src/trips/trip-steps';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import {
  calculateFare,
  fareRatesOf,
  haversineKm,
  toAmount,
  type PaymentMode,
  type User,
} from '@wayfare/shared';
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
const fartherDrop = { lat: 40.7061, lng: -73.9969, add: 'Brooklyn Bridge' };
const nearPickup = { lat: pickup.lat + 0.0005, lng: pickup.lng };
const MINUTE = 60_000;

let table: LocalTable;
let deps: TripsDeps;
let recorded: Recorded;
let clock = Date.now();

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps, recorded } = await tripsOnLocalTable(table, () => clock));
});
afterAll(() => table?.close());

const fresh = async (user: User) => (await deps.users.getById(user.uid))!;
const stored = async (bookingId: string) => (await deps.bookings.getById(bookingId))!;

/** A ride accepted by a driver of its own car type (each test its own, so none meet). */
async function acceptedRide(
  carType: string,
  { payment_mode = 'cash', walletBalance = 100 }: { payment_mode?: PaymentMode; walletBalance?: number } = {},
) {
  const driver = await anOnlineDriver(deps, nearPickup, { carType: `${carType}-type` });
  await deps.carTypes.create(
    { ...(await deps.carTypes.get('economy'))!, id: carType, name: `${carType}-type` },
    new Date(),
  );
  const rider = await aUser(deps, 'rider', { walletBalance });
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType });
  const booked = await createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode });
  await acceptTask(deps, callerOf(await fresh(driver)), booked.id);
  return { rider, driver, booked, quote };
}

describe('quoting and accepting a new drop', () => {
  it('prices the trip from the pickup before it starts, and the accepted drop reaches the driver live', async () => {
    const { rider, driver, booked } = await acceptedRide('drop-accepted');
    const quote = await quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop: fartherDrop });
    const route = await deps.places.route(pickup, fartherDrop);
    const expected = calculateFare({
      rates: fareRatesOf((await deps.carTypes.get('drop-accepted'))!),
      distanceKm: route.distanceKm,
      durationSeconds: route.durationSecs,
      decimal: 2,
      convertToMile: false,
    });
    expect(quote).toMatchObject({
      bookingId: booked.id,
      drop: fartherDrop,
      grandTotal: toAmount(expected.grandTotal),
      payableAmount: toAmount(expected.grandTotal),
      difference: toAmount(expected.grandTotal) - booked.payableAmount!,
      currency: 'USD',
    });
    expect(quote.difference).toBeGreaterThan(0);
    expect(quote.expiresAt).toBe(clock + 5 * MINUTE);
    // Nothing changes until the rider accepts.
    expect((await stored(booked.id)).booking.drop).toEqual(drop);

    recorded.changed.length = 0;
    const accepted = await acceptDropChange(deps, callerOf(rider), { quoteId: quote.quoteId });
    expect(accepted).toMatchObject({
      drop: fartherDrop,
      trip_cost: quote.grandTotal,
      payableAmount: quote.payableAmount,
      dropChangedAt: clock,
      status: 'ACCEPTED',
    });
    expect((await stored(booked.id)).booking).toMatchObject({
      drop: fartherDrop,
      trip_cost: quote.grandTotal,
    });
    expect(recorded.changed.filter((b) => b.id === booked.id).map((b) => b.drop)).toEqual([fartherDrop]);
    expect(recorded.pushes).toContainEqual(
      expect.objectContaining({ token: driver.pushToken, body: expect.stringMatching(/changed the drop/) }),
    );
  });

  it('prices a started trip from the driver’s last tracked point, adding what was driven, and REACHED charges it', async () => {
    const { rider, driver, booked } = await acceptedRide('drop-started');
    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'ARRIVED' });
    await updateTripStatus(deps, callerOf(await fresh(driver)), {
      bookingId: booked.id,
      status: 'STARTED',
      otp: booked.otp!,
    });
    const started = clock;
    const onTheWay = { lat: 40.753, lng: -73.9855 };
    clock += 2 * MINUTE;
    await updateDriverLocation(deps, callerOf(await fresh(driver)), onTheWay);

    const quote = await quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop: fartherDrop });
    const rest = await deps.places.route(onTheWay, fartherDrop);
    const expected = calculateFare({
      rates: fareRatesOf((await deps.carTypes.get('drop-started'))!),
      distanceKm: haversineKm(nearPickup, onTheWay) + rest.distanceKm,
      durationSeconds: (clock - started) / 1000 + rest.durationSecs,
      decimal: 2,
      convertToMile: false,
    });
    expect(quote.grandTotal).toBe(toAmount(expected.grandTotal));

    await acceptDropChange(deps, callerOf(rider), { quoteId: quote.quoteId });
    clock += MINUTE;
    await updateDriverLocation(deps, callerOf(await fresh(driver)), fartherDrop);
    const paid = await updateTripStatus(deps, callerOf(await fresh(driver)), {
      bookingId: booked.id,
      status: 'REACHED',
    });
    expect(paid).toMatchObject({ status: 'PAID', drop: fartherDrop, customer_paid: quote.grandTotal });
  });
});

describe('refusals write nothing', () => {
  it('refuses another rider, the driver and an admin', async () => {
    const { rider, driver, booked } = await acceptedRide('drop-callers');
    const other = await aUser(deps, 'rider');
    const admin = await aUser(deps, 'admin');
    for (const caller of [other, await fresh(driver), admin]) {
      await expect(
        quoteDropChange(deps, callerOf(caller), { bookingId: booked.id, drop: fartherDrop }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', messageKey: 'not_permitted' });
    }
    const quote = await quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop: fartherDrop });
    await expect(acceptDropChange(deps, callerOf(other), { quoteId: quote.quoteId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'not_permitted',
    });
    expect((await stored(booked.id)).booking.drop).toEqual(drop);
  });

  it('refuses the drop the trip already has, before and after the start, storing no quote', async () => {
    const { rider, driver, booked } = await acceptedRide('drop-same');
    const put = jest.spyOn(deps.quotes, 'put');
    const before = await stored(booked.id);
    // Picked again a few metres off (another source's rounding): still the same drop.
    const samePlace = { ...drop, lat: drop.lat + 0.00005, add: 'Empire State Building, 350 5th Ave' };
    expect(haversineKm(drop, samePlace)).toBeLessThan(0.01);
    for (const again of [drop, samePlace]) {
      await expect(
        quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop: again }),
      ).rejects.toMatchObject({
        code: 'VALIDATION',
        messageKey: 'drop_change_same_drop',
        params: { field: 'drop' },
      });
    }
    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'ARRIVED' });
    await updateTripStatus(deps, callerOf(await fresh(driver)), {
      bookingId: booked.id,
      status: 'STARTED',
      otp: booked.otp!,
    });
    await expect(
      quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop }),
    ).rejects.toMatchObject({
      messageKey: 'drop_change_same_drop',
    });
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    const after = await stored(booked.id);
    expect(after.booking).toMatchObject({ drop, trip_cost: before.booking.trip_cost, status: 'STARTED' });
    expect(after.booking.dropChangedAt).toBeUndefined();
  });

  it('refuses a trip not under way: before a driver accepts and once it is paid', async () => {
    const rider = await aUser(deps, 'rider');
    const fare = await estimateFare(deps, callerOf(rider), { pickup, drop, carType: 'economy' });
    const scheduled = await createBooking(deps, callerOf(rider), {
      quoteId: fare.quoteId,
      payment_mode: 'cash',
      tripdate: clock + 60 * MINUTE,
    });
    await expect(
      quoteDropChange(deps, callerOf(rider), { bookingId: scheduled.id, drop: fartherDrop }),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'drop_change_not_under_way' });

    const ride = await acceptedRide('drop-paid');
    const quote = await quoteDropChange(deps, callerOf(ride.rider), {
      bookingId: ride.booked.id,
      drop: fartherDrop,
    });
    await updateTripStatus(deps, callerOf(await fresh(ride.driver)), {
      bookingId: ride.booked.id,
      status: 'ARRIVED',
    });
    await updateTripStatus(deps, callerOf(await fresh(ride.driver)), {
      bookingId: ride.booked.id,
      status: 'STARTED',
      otp: ride.booked.otp!,
    });
    await updateTripStatus(deps, callerOf(await fresh(ride.driver)), {
      bookingId: ride.booked.id,
      status: 'REACHED',
    });
    await expect(
      acceptDropChange(deps, callerOf(ride.rider), { quoteId: quote.quoteId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'drop_change_not_under_way',
    });
    expect((await stored(ride.booked.id)).booking.drop).toEqual(drop);
  });

  it('refuses an expired quote, a quote the trip has moved on from, and booking a drop quote', async () => {
    const { rider, driver, booked } = await acceptedRide('drop-stale');
    const expiring = await quoteDropChange(deps, callerOf(rider), {
      bookingId: booked.id,
      drop: fartherDrop,
    });
    await expect(
      createBooking(deps, callerOf(rider), { quoteId: expiring.quoteId, payment_mode: 'cash' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'quote_expired' });
    clock += 5 * MINUTE;
    await expect(
      acceptDropChange(deps, callerOf(rider), { quoteId: expiring.quoteId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'quote_expired',
    });
    await expect(acceptDropChange(deps, callerOf(rider), { quoteId: 'no-such-quote' })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
        messageKey: 'quote_expired',
      },
    );

    const beforeArrival = await quoteDropChange(deps, callerOf(rider), {
      bookingId: booked.id,
      drop: fartherDrop,
    });
    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'ARRIVED' });
    await expect(
      acceptDropChange(deps, callerOf(rider), { quoteId: beforeArrival.quoteId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'drop_quote_stale',
    });
    const used = await quoteDropChange(deps, callerOf(rider), { bookingId: booked.id, drop: fartherDrop });
    await acceptDropChange(deps, callerOf(rider), { quoteId: used.quoteId });
    await expect(acceptDropChange(deps, callerOf(rider), { quoteId: used.quoteId })).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'drop_quote_stale',
    });
  });
});

describe('a wallet trip', () => {
  it('holds the new price, and is refused funds_held when the wallet cannot hold it', async () => {
    const covered = await acceptedRide('drop-wallet', { payment_mode: 'wallet', walletBalance: 100 });
    expect((await fresh(covered.rider)).walletHeld).toBe(covered.booked.payableAmount);
    const quote = await quoteDropChange(deps, callerOf(covered.rider), {
      bookingId: covered.booked.id,
      drop: fartherDrop,
    });
    const accepted = await acceptDropChange(deps, callerOf(covered.rider), { quoteId: quote.quoteId });
    expect(accepted.walletHold).toBe(quote.payableAmount);
    expect((await fresh(covered.rider)).walletHeld).toBe(quote.payableAmount);

    const probe = await aUser(deps, 'rider');
    const price = (await estimateFare(deps, callerOf(probe), { pickup, drop, carType: 'economy' }))
      .grandTotal;
    const tight = await acceptedRide('drop-wallet-tight', { payment_mode: 'wallet', walletBalance: price });
    const dearer = await quoteDropChange(deps, callerOf(tight.rider), {
      bookingId: tight.booked.id,
      drop: fartherDrop,
    });
    const version = (await stored(tight.booked.id)).version;
    await expect(
      acceptDropChange(deps, callerOf(tight.rider), { quoteId: dearer.quoteId }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'funds_held',
    });
    expect(await stored(tight.booked.id)).toMatchObject({ version, booking: { drop, walletHold: price } });
    expect((await fresh(tight.rider)).walletHeld).toBe(price);
  });
});
