/**
 * The driver after accepting, on DynamoDB Local (docs/trips.md): rating the rider once with the
 * rider's aggregate in the same write (and the rider's rating of the driver likewise), cancelling with a reason, and a no-show after the wait with
 * its fee from the rider's wallet.
 */
import type { ApiBooking } from '@wayfare/lambdas/src/trips/booking-view';
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { cancelTrip, reportNoShow } from '@wayfare/lambdas/src/trips/driver-cancel';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import { rateRider } from '@wayfare/lambdas/src/trips/rider-rating';
import { tasks } from '@wayfare/lambdas/src/trips/trip-reads';
import { acceptTask, rateTrip, updateTripStatus } from '@wayfare/lambdas/src/trips/trip-steps';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { driverAverage, type PaymentMode, type User } from '@wayfare/shared';
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

/** A rider's ride now, accepted by a driver of its own car type (each test its own, so none meet). */
async function acceptedRide(
  carType: string,
  { rider, payment_mode = 'cash' }: { rider?: User; payment_mode?: PaymentMode } = {},
) {
  const driver = await anOnlineDriver(deps, nearPickup, { carType: `${carType}-type` });
  await deps.carTypes.create(
    { ...(await deps.carTypes.get('economy'))!, id: carType, name: `${carType}-type` },
    new Date(),
  );
  const booker = rider ?? (await aUser(deps, 'rider', { walletBalance: 100 }));
  const quote = await estimateFare(deps, callerOf(booker), { pickup, drop, carType });
  const booked = await createBooking(deps, callerOf(booker), { quoteId: quote.quoteId, payment_mode });
  const offers = await tasks(deps, callerOf(await fresh(driver)));
  await acceptTask(deps, callerOf(await fresh(driver)), booked.id);
  return { rider: booker, driver, booked, offer: offers.find((offer) => offer.id === booked.id)! };
}

/** A rider's ride accepted by a given online, idle driver (its car type `carType-type`). */
async function acceptedBy(driver: User, carType: string, rider?: User) {
  const booker = rider ?? (await aUser(deps, 'rider', { walletBalance: 100 }));
  const quote = await estimateFare(deps, callerOf(booker), { pickup, drop, carType });
  const booked = await createBooking(deps, callerOf(booker), {
    quoteId: quote.quoteId,
    payment_mode: 'cash',
  });
  await acceptTask(deps, callerOf(await fresh(driver)), booked.id);
  return { rider: booker, driver, booked };
}

async function arrive(driver: User, bookingId: string): Promise<ApiBooking> {
  return updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId, status: 'ARRIVED' });
}

/** A ride taken to PAID; by `driver` when given (its car type), else by a new driver of `carType`. */
async function paidRide(carType: string, rider?: User, driver?: User) {
  const ride = driver
    ? await acceptedBy(driver, carType, rider)
    : await acceptedRide(carType, rider ? { rider } : {});
  await arrive(ride.driver, ride.booked.id);
  await updateTripStatus(deps, callerOf(await fresh(ride.driver)), {
    bookingId: ride.booked.id,
    status: 'STARTED',
    otp: ride.booked.otp!,
  });
  const paid = await updateTripStatus(deps, callerOf(await fresh(ride.driver)), {
    bookingId: ride.booked.id,
    status: 'REACHED',
  });
  expect(paid.status).toBe('PAID');
  return ride;
}

describe('rating the rider', () => {
  it('is refused before the trip is paid, to another driver and to a rider', async () => {
    const { rider, driver, booked } = await acceptedRide('rate-early');
    await expect(
      rateRider(deps, callerOf(await fresh(driver)), { bookingId: booked.id, rating: 5 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'invalid_transition',
    });
    const other = await aUser(deps, 'driver');
    await expect(rateRider(deps, callerOf(other), { bookingId: booked.id, rating: 5 })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    await expect(rateRider(deps, callerOf(rider), { bookingId: booked.id, rating: 5 })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it('counts once of ten concurrent ratings, on the rider in the same write, and shows on its next offer', async () => {
    const { rider, driver, booked } = await paidRide('rate-once');
    const rater = await fresh(driver);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        rateRider(deps, callerOf(rater), { bookingId: booked.id, rating: 4, comment: `Polite rider ${i}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const stored = (await deps.bookings.getById(booked.id))!.booking;
    expect(stored).toMatchObject({ status: 'PAID', riderRating: 4 });
    expect(stored.riderRatingComment).toMatch(/^Polite rider \d$/);
    expect(await fresh(rider)).toMatchObject({ riderRatingTotal: 4, riderRatingCount: 1 });
    await expect(rateRider(deps, callerOf(rater), { bookingId: booked.id, rating: 1 })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
      },
    );

    // A second trip rated 5: the rider's next offer reads 4.5 from 2 ratings.
    const second = await paidRide('rate-twice', await fresh(rider));
    await rateRider(deps, callerOf(await fresh(second.driver)), { bookingId: second.booked.id, rating: 5 });
    const third = await acceptedRide('rate-shown', { rider: await fresh(rider) });
    expect(third.offer).toMatchObject({ customerRating: 4.5, customerRatingCount: 2 });
  });
});

describe('rating the driver', () => {
  it("adds every rider's stars to the driver's sum and count, even when they rate at once", async () => {
    const first = await paidRide('rated-driver');
    const second = await paidRide('rated-driver', undefined, await fresh(first.driver));
    const third = await paidRide('rated-driver', undefined, await fresh(first.driver));
    await Promise.all(
      [first, second, third].map(({ rider, booked }, i) =>
        rateTrip(deps, callerOf(rider), { bookingId: booked.id, rating: [5, 4, 4][i]! }),
      ),
    );
    const driver = await fresh(first.driver);
    expect(driver).toMatchObject({ driverRatingTotal: 13, driverRatingCount: 3 });
    expect(driverAverage(driver)).toBe(4.3);
    // A rating given twice counts once: the booking is COMPLETE already.
    await expect(
      rateTrip(deps, callerOf(first.rider), { bookingId: first.booked.id, rating: 1 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await fresh(first.driver)).toMatchObject({ driverRatingTotal: 13, driverRatingCount: 3 });
  });
});

describe('the driver cancels', () => {
  it('ends an accepted wallet trip CANCELLED with its reason, frees the driver and the held money, tells the rider', async () => {
    const { rider, driver, booked } = await acceptedRide('cancel-accepted', { payment_mode: 'wallet' });
    expect((await fresh(rider)).walletHeld).toBeGreaterThan(0);
    const cancelled = await cancelTrip(deps, callerOf(await fresh(driver)), {
      bookingId: booked.id,
      reason: 'driver_reason_vehicle_problem',
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      reason: 'driver_reason_vehicle_problem',
      cancelledBy: 'driver',
    });
    expect(await fresh(driver)).toMatchObject({ queue: false });
    expect(await fresh(rider)).toMatchObject({ walletBalance: 100, walletHeld: 0 });
    expect(recorded.changed.filter((b) => b.id === booked.id).map((b) => b.status)).toContain('CANCELLED');
    expect(recorded.pushes.filter((p) => p.token === rider.pushToken).map((p) => p.body)).toContain(
      'The booking has been cancelled.',
    );
  });

  it("keeps the driver's own words for 'other', and refuses another driver, a rider and a started trip", async () => {
    const { rider, driver, booked } = await acceptedRide('cancel-other');
    const other = await aUser(deps, 'driver');
    const reason = { bookingId: booked.id, reason: 'other' as const, otherReason: 'Flat tyre' };
    await expect(cancelTrip(deps, callerOf(other), reason)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(cancelTrip(deps, callerOf(rider), reason)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await arrive(driver, booked.id);
    expect(await cancelTrip(deps, callerOf(await fresh(driver)), reason)).toMatchObject({
      status: 'CANCELLED',
      reason: 'Flat tyre',
    });

    const started = await acceptedRide('cancel-started');
    await arrive(started.driver, started.booked.id);
    await updateTripStatus(deps, callerOf(await fresh(started.driver)), {
      bookingId: started.booked.id,
      status: 'STARTED',
      otp: started.booked.otp!,
    });
    await expect(
      cancelTrip(deps, callerOf(await fresh(started.driver)), {
        bookingId: started.booked.id,
        reason: 'driver_reason_rider_asked',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'invalid_transition' });
  });
});

describe('no-show', () => {
  afterEach(() => deps.settings.put(demoSettings, new Date()));

  it("waits the settings' minutes after ARRIVED, then ends the trip and charges the fee from the wallet to the driver", async () => {
    await deps.settings.put({ ...demoSettings, noShowWaitMinutes: 3, noShowFee: 2.5 }, new Date());
    const { rider, driver, booked } = await acceptedRide('no-show-fee');
    await expect(reportNoShow(deps, callerOf(await fresh(driver)), booked.id)).rejects.toMatchObject({
      messageKey: 'invalid_transition',
    });
    await arrive(driver, booked.id);
    clock += 3 * MINUTE - 1_000;
    await expect(reportNoShow(deps, callerOf(await fresh(driver)), booked.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'no_show_too_early',
    });
    clock += 1_000;
    const noShow = await reportNoShow(deps, callerOf(await fresh(driver)), booked.id);
    expect(noShow).toMatchObject({
      status: 'CANCELLED',
      reason: 'rider_no_show',
      cancelledBy: 'driver',
      noShowFee: 2.5,
    });
    expect(await fresh(rider)).toMatchObject({ walletBalance: 97.5 });
    expect(await fresh(driver)).toMatchObject({ walletBalance: 2.5, queue: false });
    expect(recorded.pushes.filter((p) => p.token === rider.pushToken).map((p) => p.body)).toContain(
      'Your driver waited at the pickup and you did not come, so the trip was cancelled.',
    );
  });

  it('still ends the trip, without a fee, when the wallet cannot cover it; by default there is no fee', async () => {
    await deps.settings.put({ ...demoSettings, noShowFee: 2.5 }, new Date());
    const broke = await aUser(deps, 'rider');
    const { driver, booked } = await acceptedRide('no-show-broke', { rider: broke });
    await arrive(driver, booked.id);
    clock += 5 * MINUTE;
    const noShow = await reportNoShow(deps, callerOf(await fresh(driver)), booked.id);
    expect(noShow).toMatchObject({ status: 'CANCELLED', reason: 'rider_no_show' });
    expect(noShow.noShowFee).toBeUndefined();
    expect(await fresh(broke)).toMatchObject({ walletBalance: 0 });

    await deps.settings.put(demoSettings, new Date());
    const free = await acceptedRide('no-show-free');
    await arrive(free.driver, free.booked.id);
    clock += 5 * MINUTE;
    expect(
      (await reportNoShow(deps, callerOf(await fresh(free.driver)), free.booked.id)).noShowFee,
    ).toBeUndefined();
    expect(await fresh(free.rider)).toMatchObject({ walletBalance: 100 });
  });
});
