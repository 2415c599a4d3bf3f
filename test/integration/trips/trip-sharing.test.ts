/**
 * Share my trip on DynamoDB Local (docs/trips.md): only the booking's rider makes and stops links,
 * only while the trip is under way; a link shows the driver, car, places and live position and
 * nothing private; every frame goes only to live links, and a stopped or ended link reads nothing.
 */
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { updateDriverLocation } from '@wayfare/lambdas/src/trips/driver-presence';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import {
  authorizeSharedTripFeed,
  MAX_LIVE_SHARES,
  sharedTrip,
  shareTrip,
  stopSharingTrip,
} from '@wayfare/lambdas/src/trips/trip-sharing';
import { acceptTask, updateTripStatus } from '@wayfare/lambdas/src/trips/trip-steps';
import type { TripsDeps } from '@wayfare/lambdas/src/trips/trips-deps';
import type { User } from '@wayfare/shared';
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
const nearPickup = { lat: pickup.lat + 0.003, lng: pickup.lng };

let table: LocalTable;
let deps: TripsDeps;
let recorded: Recorded;

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps, recorded } = await tripsOnLocalTable(table));
});
afterAll(() => table?.close());

const fresh = async (user: User) => (await deps.users.getById(user.uid))!;

/** A booked ride of its own car type (so no test's driver meets another's), not yet accepted. */
async function bookedRide(carType: string) {
  await deps.carTypes.create(
    { ...(await deps.carTypes.get('economy'))!, id: carType, name: `${carType}-type` },
    new Date(),
  );
  const driver = await anOnlineDriver(deps, nearPickup, {
    carType: `${carType}-type`,
    firstName: 'Dana',
    lastName: 'Smith',
    vehicleMake: 'Toyota',
    vehicleModel: 'Prius',
    vehicleColor: 'Blue',
    vehicleNumber: 'KX 123',
  });
  const rider = await aUser(deps, 'rider');
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType });
  const booked = await createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash' });
  return { rider, driver, booked };
}

async function acceptedRide(carType: string) {
  const ride = await bookedRide(carType);
  await acceptTask(deps, callerOf(await fresh(ride.driver)), ride.booked.id);
  return ride;
}

const framesOf = (token: string) => recorded.shared.filter((frame) => frame.token === token);

describe('making a link', () => {
  it('is the booking rider’s alone, and only while the trip is under way', async () => {
    const { rider, driver, booked } = await bookedRide('share-who');
    await expect(shareTrip(deps, callerOf(rider), booked.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'share_not_under_way',
    });
    await acceptTask(deps, callerOf(await fresh(driver)), booked.id);

    const otherRider = await aUser(deps, 'rider');
    const admin = await aUser(deps, 'admin');
    for (const wrong of [otherRider, await fresh(driver), admin]) {
      await expect(shareTrip(deps, callerOf(wrong), booked.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(stopSharingTrip(deps, callerOf(wrong), booked.id)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    await expect(shareTrip(deps, callerOf(rider), 'no-such-booking')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const link = await shareTrip(deps, callerOf(rider), booked.id);
    const [, secret] = link.token.split('.');
    expect(link.token.startsWith(`${booked.id}.`)).toBe(true);
    // 32 base64url characters: 192 random bits.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await shareTrip(deps, callerOf(rider), booked.id)).token).not.toBe(link.token);
  });

  it('allows a bounded number of live links; stopping frees them', async () => {
    const { rider, booked } = await acceptedRide('share-limit');
    for (let made = 0; made < MAX_LIVE_SHARES; made += 1) await shareTrip(deps, callerOf(rider), booked.id);
    await expect(shareTrip(deps, callerOf(rider), booked.id)).rejects.toMatchObject({
      messageKey: 'share_limit',
    });
    expect(await stopSharingTrip(deps, callerOf(rider), booked.id)).toBe(MAX_LIVE_SHARES);
    await expect(shareTrip(deps, callerOf(rider), booked.id)).resolves.toHaveProperty('token');
  });
});

describe('opening a link', () => {
  it('shows the driver, car, places and live position, and nothing private', async () => {
    const { rider, driver, booked } = await acceptedRide('share-view');
    const { token } = await shareTrip(deps, callerOf(rider), booked.id);
    await updateDriverLocation(deps, callerOf(await fresh(driver)), {
      lat: 40.7595,
      lng: -73.9855,
      heading: 180,
    });

    const shown = await sharedTrip(deps, token);
    expect(shown).toMatchObject({
      status: 'ACCEPTED',
      driverFirstName: 'Dana',
      vehicleMake: 'Toyota',
      vehicleModel: 'Prius',
      vehicleColor: 'Blue',
      vehicleNumber: 'KX 123',
      pickup,
      drop,
      position: { lat: 40.7595, lng: -73.9855, heading: 180, status: 'ACCEPTED' },
    });
    expect(shown.position?.eta).toEqual(expect.any(Number));
    const text = JSON.stringify(shown);
    for (const secret of [driver.mobile, rider.mobile, 'Smith', String(booked.trip_cost), booked.otp])
      expect(text).not.toContain(String(secret));
    await expect(authorizeSharedTripFeed(deps, token)).resolves.toBeNull();
  });

  it('refuses a made-up or malformed token with a clear error and no data', async () => {
    const { booked } = await acceptedRide('share-unknown');
    for (const token of [`${booked.id}.${'A'.repeat(32)}`, 'nonsense', `${booked.id}.short`, '.x']) {
      await expect(sharedTrip(deps, token)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        messageKey: 'share_not_found',
      });
      await expect(authorizeSharedTripFeed(deps, token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('live frames', () => {
  it('follow the driver to live links only; a stopped link gets one ended frame, then nothing', async () => {
    const { rider, driver, booked } = await acceptedRide('share-stop');
    const kept = await shareTrip(deps, callerOf(rider), booked.id);
    const stopped = await shareTrip(deps, callerOf(rider), booked.id);

    await updateDriverLocation(deps, callerOf(await fresh(driver)), { lat: 40.7592, lng: -73.9855 });
    expect(framesOf(kept.token)).toContainEqual({
      token: kept.token,
      ended: false,
      status: 'ACCEPTED',
      position: expect.objectContaining({ lat: 40.7592, lng: -73.9855, status: 'ACCEPTED' }),
    });

    await stopSharingTrip(deps, callerOf(rider), booked.id);
    expect(framesOf(stopped.token).at(-1)).toEqual({ token: stopped.token, ended: true });
    const again = await shareTrip(deps, callerOf(rider), booked.id);
    const stoppedFrames = framesOf(stopped.token).length;

    await updateDriverLocation(deps, callerOf(await fresh(driver)), { lat: 40.7589, lng: -73.9855 });
    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'ARRIVED' });
    expect(framesOf(stopped.token)).toHaveLength(stoppedFrames);
    expect(framesOf(again.token).at(-1)).toMatchObject({ ended: false, status: 'ARRIVED' });
    for (const token of [kept.token, stopped.token]) {
      await expect(sharedTrip(deps, token)).rejects.toMatchObject({
        code: 'CONFLICT',
        messageKey: 'share_ended',
      });
      await expect(authorizeSharedTripFeed(deps, token)).rejects.toMatchObject({ messageKey: 'share_ended' });
    }
    await expect(sharedTrip(deps, again.token)).resolves.toMatchObject({ status: 'ARRIVED' });
  });

  it('end with the trip: an ended frame without data, and the link reads nothing after', async () => {
    const { rider, driver, booked } = await acceptedRide('share-end');
    const { token } = await shareTrip(deps, callerOf(rider), booked.id);
    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'ARRIVED' });
    await updateTripStatus(deps, callerOf(await fresh(driver)), {
      bookingId: booked.id,
      status: 'STARTED',
      otp: booked.otp!,
    });
    await updateDriverLocation(deps, callerOf(await fresh(driver)), { lat: 40.752, lng: -73.9856 });
    expect(framesOf(token)).toContainEqual(
      expect.objectContaining({ status: 'STARTED', position: expect.objectContaining({ lat: 40.752 }) }),
    );
    expect((await sharedTrip(deps, token)).position).toMatchObject({ lat: 40.752, status: 'STARTED' });

    await updateTripStatus(deps, callerOf(await fresh(driver)), { bookingId: booked.id, status: 'REACHED' });
    expect(framesOf(token).at(-1)).toEqual({ token, ended: true });
    await expect(sharedTrip(deps, token)).rejects.toMatchObject({ messageKey: 'share_ended' });
    await expect(shareTrip(deps, callerOf(rider), booked.id)).rejects.toMatchObject({
      messageKey: 'share_not_under_way',
    });
  });
});
