/**
 * SOS on DynamoDB Local (docs/trips.md, SOS): only the trip's rider or assigned driver, only while
 * it is under way; one event per minute of presses; admins and the trip's fleet admin alerted; the
 * Safety page shows an admin every event and a fleet admin its own, and an acknowledgement is
 * recorded once with its audit entry.
 */
import { DynamoAuditLog } from '@wayfare/lambdas/src/adapters/dynamodb/audit-log.repository';
import { createBooking } from '@wayfare/lambdas/src/trips/create-booking';
import { estimateFare } from '@wayfare/lambdas/src/trips/quotes';
import {
  acknowledgeSafetyEvent,
  raiseSos,
  safetyEvents,
  SOS_REPEAT_WINDOW_MS,
} from '@wayfare/lambdas/src/trips/safety';
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
let clock = Date.now();

beforeAll(async () => {
  table = await startLocalTable();
  ({ deps, recorded } = await tripsOnLocalTable(table, () => clock));
});
afterAll(() => table?.close());

const fresh = async (user: User) => (await deps.users.getById(user.uid))!;

/** A ride of its own car type, driven by a driver of a fresh fleet; accepted unless told. */
async function ride(carType: string, { accept = true } = {}) {
  await deps.carTypes.create(
    { ...(await deps.carTypes.get('economy'))!, id: carType, name: `${carType}-type` },
    new Date(),
  );
  const fleetadmin = await aUser(deps, 'fleetadmin');
  const driver = await anOnlineDriver(deps, nearPickup, {
    carType: `${carType}-type`,
    fleetadmin: fleetadmin.uid,
  });
  const rider = await aUser(deps, 'rider');
  const quote = await estimateFare(deps, callerOf(rider), { pickup, drop, carType });
  const booked = await createBooking(deps, callerOf(rider), { quoteId: quote.quoteId, payment_mode: 'cash' });
  if (accept) await acceptTask(deps, callerOf(await fresh(driver)), booked.id);
  return { rider, driver, fleetadmin, booked };
}

describe('raising SOS', () => {
  it('is the trip rider’s and assigned driver’s alone, only while it is under way', async () => {
    const { rider, driver, booked } = await ride('sos-who', { accept: false });
    await expect(raiseSos(deps, callerOf(rider), { bookingId: booked.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'sos_not_under_way',
    });
    await acceptTask(deps, callerOf(await fresh(driver)), booked.id);
    const otherRider = await aUser(deps, 'rider');
    const otherDriver = await aUser(deps, 'driver');
    const admin = await aUser(deps, 'admin');
    for (const wrong of [otherRider, otherDriver, admin]) {
      await expect(raiseSos(deps, callerOf(wrong), { bookingId: booked.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    await expect(raiseSos(deps, callerOf(rider), { bookingId: 'no-such-booking' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const byDriver = await raiseSos(deps, callerOf(await fresh(driver)), { bookingId: booked.id });
    expect(byDriver).toMatchObject({ bookingId: booked.id, role: 'driver', raisedBy: driver.uid });
  });

  it('records who, where and when, alerts the admins and the fleet admin, and repeats within a minute', async () => {
    const admin = await aUser(deps, 'admin');
    const { rider, driver, fleetadmin, booked } = await ride('sos-record');
    recorded.pushes.length = 0;
    const event = await raiseSos(deps, callerOf(rider), { bookingId: booked.id, lat: 40.75, lng: -73.98 });
    expect(event).toMatchObject({
      bookingId: booked.id,
      reference: booked.reference,
      raisedBy: rider.uid,
      role: 'rider',
      lat: 40.75,
      lng: -73.98,
      createdAt: clock,
      fleetadmin: fleetadmin.uid,
    });
    const alerted = recorded.pushes.map((push) => push.token);
    expect(alerted).toEqual(expect.arrayContaining([admin.pushToken, fleetadmin.pushToken]));
    expect(alerted).not.toContain(rider.pushToken);
    const inbox = await deps.inbox.list(fleetadmin.uid, {});
    expect(inbox.items[0]).toMatchObject({ title: 'sos_alert_title', bookingId: booked.id });

    recorded.pushes.length = 0;
    clock += SOS_REPEAT_WINDOW_MS - 1;
    await expect(raiseSos(deps, callerOf(rider), { bookingId: booked.id })).resolves.toEqual(event);
    expect(recorded.pushes).toHaveLength(0);
    clock += 1;
    const again = await raiseSos(deps, callerOf(rider), { bookingId: booked.id });
    expect(again.id).not.toBe(event.id);
    expect(again).not.toHaveProperty('lat');

    // The driver pressing in the same minute is an alert of its own, not the rider's repeat.
    recorded.pushes.length = 0;
    const byDriver = await raiseSos(deps, callerOf(await fresh(driver)), { bookingId: booked.id });
    expect(byDriver).toMatchObject({ raisedBy: driver.uid, role: 'driver' });
    expect(byDriver.id).not.toBe(again.id);
    expect(recorded.pushes.map((push) => push.token)).toContain(fleetadmin.pushToken);
  });

  it('is refused once the trip has ended', async () => {
    const { rider, driver, booked } = await ride('sos-ended');
    for (const status of ['ARRIVED', 'STARTED', 'REACHED'] as const)
      await updateTripStatus(deps, callerOf(await fresh(driver)), {
        bookingId: booked.id,
        status,
        otp: booked.otp,
      });
    await expect(raiseSos(deps, callerOf(rider), { bookingId: booked.id })).rejects.toMatchObject({
      messageKey: 'sos_not_under_way',
    });
  });
});

describe('the Safety page', () => {
  it('shows an admin every event and a fleet admin its own, newest first, page by page', async () => {
    const first = await ride('sos-list-a');
    const second = await ride('sos-list-b');
    clock += 1;
    const a = await raiseSos(deps, callerOf(first.rider), { bookingId: first.booked.id });
    clock += 1;
    const b = await raiseSos(deps, callerOf(second.rider), { bookingId: second.booked.id });
    const admin = await aUser(deps, 'admin');
    const page = await safetyEvents(deps, callerOf(admin), { limit: 1 });
    expect(page.items.map((event) => event.id)).toEqual([b.id]);
    const next = await safetyEvents(deps, callerOf(admin), { limit: 1, nextToken: page.nextToken });
    expect(next.items.map((event) => event.id)).toEqual([a.id]);

    const own = await safetyEvents(deps, callerOf(first.fleetadmin), {});
    expect(own.items.map((event) => event.id)).toEqual([a.id]);
    for (const wrong of [first.rider, first.driver])
      await expect(safetyEvents(deps, callerOf(wrong), {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('records one acknowledgement with its audit entry; another fleet is refused', async () => {
    const { rider, fleetadmin, booked } = await ride('sos-ack');
    clock += 1;
    const event = await raiseSos(deps, callerOf(rider), { bookingId: booked.id });
    const otherFleet = await aUser(deps, 'fleetadmin');
    for (const wrong of [otherFleet, rider])
      await expect(acknowledgeSafetyEvent(deps, callerOf(wrong), event.id)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    clock += 5;
    const acknowledged = await acknowledgeSafetyEvent(deps, callerOf(fleetadmin), event.id);
    expect(acknowledged).toMatchObject({ acknowledgedBy: fleetadmin.uid, acknowledgedAt: clock });
    const admin = await aUser(deps, 'admin');
    clock += 5;
    await expect(acknowledgeSafetyEvent(deps, callerOf(admin), event.id)).resolves.toEqual(acknowledged);

    const audit = new DynamoAuditLog(table.client, table.tableName);
    const entries = await audit.list({ targetType: 'safetyEvent', targetId: event.id }, {});
    const mine = entries.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ actor: { uid: fleetadmin.uid }, targetType: 'safetyEvent' });
  });
});
