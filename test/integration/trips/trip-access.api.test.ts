/**
 * Who may do what with a trip, through the API on the twin: the right caller, and each wrong one
 * (other rider, other driver, a driver not offered, a fleet admin of another fleet, anonymous).
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { liveClient, type LiveClient } from '../../support/live-api';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string } | { apiKey: string };

const PICKUP = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const DROP = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };

describe('trip access on the twin', () => {
  let twin: Twin;
  let rider: Auth,
    otherRider: Auth,
    driver: Auth,
    otherDriver: Auth,
    fleetadmin: Auth,
    admin: Auth,
    anonymous: Auth;
  let driverUid: string, otherDriverUid: string, comfortDriverUid: string;
  let bookingId: string;
  const clients: LiveClient[] = [];

  const call = async <T = Record<string, unknown>>(auth: Auth, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  /** The error a refused call answers with: its type and message key. */
  const refusal = async (auth: Auth, query: string, variables = {}) => {
    const answer = await graphql(twin.outputs, auth, query, variables);
    if (answer.status === 401) return 'UnauthorizedException';
    const error = answer.errors?.[0];
    return error
      ? `${error.errorType}${error.errorType === 'Unauthorized' ? '' : `: ${error.message}`}`
      : 'allowed';
  };
  const uidOf = async (auth: Auth) => (await call<{ me: { uid: string } }>(auth, '{ me { uid } }')).me.uid;

  beforeAll(async () => {
    twin = await startTestTwin();
    const signIn = (contact: string) => signInWithCode(twin.outputs, contact);
    const { demoAccounts } = twin.outputs;
    [rider, otherRider, driver, otherDriver, fleetadmin, admin] = await Promise.all([
      signIn(demoAccounts.rider),
      signIn('+12125550103'),
      signIn(demoAccounts.driver),
      signIn('+12125550105'),
      signIn(demoAccounts.fleetadmin),
      signIn(demoAccounts.admin),
    ]);
    anonymous = { apiKey: twin.outputs.apiKey };
    [driverUid, otherDriverUid] = await Promise.all([uidOf(driver), uidOf(otherDriver)]);
    const comfort = await signIn('+12125550106');
    comfortDriverUid = await uidOf(comfort);
    await call(driver, 'mutation { setDriverActive(active: true) { uid } }');
    await call(driver, 'mutation { updateDriverLocation(lat: 40.7575, lng: -73.986) { at } }');
    const { estimateFare } = await call<{ estimateFare: { quoteId: string } }>(
      rider,
      'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }',
      { input: { pickup: PICKUP, drop: DROP, carType: 'economy' } },
    );
    const { createBooking } = await call<{ createBooking: { id: string } }>(
      rider,
      `mutation { createBooking(input: { quoteId: "${estimateFare.quoteId}", payment_mode: cash }) { id } }`,
    );
    bookingId = createBooking.id;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await twin?.close();
  });

  it('refuses anonymous callers every trip operation', async () => {
    expect(await refusal(anonymous, `{ booking(id: "${bookingId}") { id } }`)).toBe('Unauthorized');
    expect(await refusal(anonymous, '{ searchPlaces(text: "Times") { add } }')).toBe('Unauthorized');
    expect(
      await refusal(
        anonymous,
        `mutation { createBooking(input: { quoteId: "q", payment_mode: cash }) { id } }`,
      ),
    ).toBe('Unauthorized');
  });

  it('prices and books only for riders', async () => {
    const estimate = 'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }';
    const input = { input: { pickup: PICKUP, drop: DROP, carType: 'economy' } };
    expect(await refusal(driver, estimate, input)).toBe('FORBIDDEN: not_permitted');
    expect(
      await refusal(driver, `mutation { createBooking(input: { quoteId: "q", payment_mode: cash }) { id } }`),
    ).toBe('Unauthorized');
    expect(await refusal(rider, estimate, { input: { ...input.input, carType: 'no-such-car' } })).toBe(
      'VALIDATION: no_cars',
    );
    expect(
      await refusal(
        otherRider,
        `mutation { createBooking(input: { quoteId: "not-mine", payment_mode: cash }) { id } }`,
      ),
    ).toBe('CONFLICT: quote_expired');
  });

  it('shows a booking to its rider, its offered driver (without otp) and admin only', async () => {
    const read = `{ booking(id: "${bookingId}") { id status otp requestedDrivers } }`;
    const own = await call<{ booking: { otp: string; requestedDrivers: null } }>(rider, read);
    expect(own.booking.otp).toMatch(/^\d{6}$/);
    expect(own.booking.requestedDrivers).toBeNull();
    expect((await call<{ booking: { otp: null } }>(driver, read)).booking.otp).toBeNull();
    expect(
      (await call<{ booking: { requestedDrivers: string[] } }>(admin, read)).booking.requestedDrivers,
    ).toEqual([driverUid]);
    expect(await refusal(otherRider, read)).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(otherDriver, read)).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(fleetadmin, read)).toBe('FORBIDDEN: not_permitted');
    const history = await call<{ bookings: { items: { id: string }[] } }>(
      otherRider,
      '{ bookings { items { id } } }',
    );
    expect(history.bookings.items.map((b) => b.id)).not.toContain(bookingId);
  });

  it('narrows the booking history to a window of booking dates, for each role by its own scope', async () => {
    const history = `query H($status: BookingStatus, $from: AWSTimestamp, $to: AWSTimestamp) {
      bookings(status: $status, from: $from, to: $to) { items { id bookingDate } }
    }`;
    const ids = async (auth: Auth, variables: object) =>
      (await call<{ bookings: { items: { id: string }[] } }>(auth, history, variables)).bookings.items.map(
        (b) => b.id,
      );
    const { booking } = await call<{ booking: { bookingDate: number } }>(
      admin,
      `{ booking(id: "${bookingId}") { bookingDate } }`,
    );
    const around = { from: booking.bookingDate, to: booking.bookingDate + 1 };
    const before = { from: booking.bookingDate - 3_600_000, to: booking.bookingDate };
    expect(await ids(rider, around)).toEqual([bookingId]);
    expect(await ids(rider, before)).toEqual([]);
    expect(await ids(otherRider, around)).toEqual([]);
    expect(await ids(fleetadmin, around)).toEqual([]);
    expect(await ids(admin, { ...around, status: 'NEW' })).toEqual([bookingId]);
    expect(await ids(admin, { ...around, status: 'CANCELLED' })).toEqual([]);
    expect(await refusal(admin, history, { from: around.to, to: around.from })).toBe(
      'VALIDATION: invalid_input',
    );
  });

  it('refuses subscriptions to what the caller may not see', async () => {
    const spy = liveClient(twin.outputs, (otherRider as { accessToken: string }).accessToken);
    const otherDriverLive = liveClient(twin.outputs, (otherDriver as { accessToken: string }).accessToken);
    clients.push(spy, otherDriverLive);
    const changes = spy.subscribe(
      `subscription { onBookingChanged(id: "${bookingId}") { id } }`,
      {},
      'onBookingChanged',
    );
    const offers = otherDriverLive.subscribe(
      `subscription { onTaskOffered(driver: "${driverUid}") { id } }`,
      {},
      'onTaskOffered',
    );
    expect(await changes.refused()).toEqual([
      expect.objectContaining({ errorType: 'FORBIDDEN', message: 'not_permitted' }),
    ]);
    expect(await offers.refused()).toEqual([
      expect.objectContaining({ errorType: 'FORBIDDEN', message: 'not_permitted' }),
    ]);
  });

  it('lets only an offered driver accept, and only the admin assign a driver of the right car type', async () => {
    const accept = `mutation { acceptTask(bookingId: "${bookingId}") { status } }`;
    expect(await refusal(otherDriver, accept)).toBe('CONFLICT: booking_unavailable');
    expect(await refusal(rider, accept)).toBe('Unauthorized');
    const assign = (uid: string) =>
      `mutation { assignDriver(bookingId: "${bookingId}", driverUid: "${uid}") { id } }`;
    expect(await refusal(rider, assign(otherDriverUid))).toBe('Unauthorized');
    expect(await refusal(admin, assign(comfortDriverUid))).toBe('VALIDATION: car_type_mismatch');
    const candidates = await call<{ driversForAssignment: { uid: string }[] }>(
      admin,
      `{ driversForAssignment(bookingId: "${bookingId}") { uid distance } }`,
    );
    expect(candidates.driversForAssignment.map((d) => d.uid)).toContain(driverUid);
    expect(await refusal(fleetadmin, `{ driversForAssignment(bookingId: "${bookingId}") { uid } }`)).toBe(
      'Unauthorized',
    );
    // The offer stays on the booking with its push's outcome: this driver has no device registered.
    const assigned = await call<{ assignDriver: { assignment: Record<string, unknown> } }>(
      admin,
      `mutation { assignDriver(bookingId: "${bookingId}", driverUid: "${otherDriverUid}") {
        assignment { driver driverName notice at expiresAt } } }`,
    );
    const { at, expiresAt, ...offer } = assigned.assignDriver.assignment as { at: number; expiresAt: number };
    expect(offer).toEqual({ driver: otherDriverUid, driverName: expect.any(String), notice: 'no_device' });
    expect(expiresAt - at).toBe(60_000);
    expect(await refusal(admin, assign(driverUid))).toBe('CONFLICT: driver_offer_pending');
    const read = `{ booking(id: "${bookingId}") { assignment { driver } } }`;
    expect((await call<{ booking: { assignment: unknown } }>(admin, read)).booking.assignment).toEqual({
      driver: otherDriverUid,
    });
    expect((await call<{ booking: { assignment: unknown } }>(rider, read)).booking.assignment).toBeNull();
    const tasks = await call<{ tasks: { id: string }[] }>(otherDriver, '{ tasks { id } }');
    expect(tasks.tasks.map((t) => t.id)).toContain(bookingId);
  });

  it('moves the trip only by its assigned driver, and cancels only by its rider or admin', async () => {
    await call(driver, `mutation { acceptTask(bookingId: "${bookingId}") { status } }`);
    const arrive = `mutation { updateTripStatus(bookingId: "${bookingId}", status: ARRIVED) { status } }`;
    expect(await refusal(otherDriver, arrive)).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(rider, arrive)).toBe('Unauthorized');
    expect(
      await refusal(
        driver,
        `mutation { updateTripStatus(bookingId: "${bookingId}", status: PAID) { status } }`,
      ),
    ).toBe('CONFLICT: invalid_transition');
    const track = `{ tracking(bookingId: "${bookingId}") { status } }`;
    expect(await refusal(otherRider, track)).toBe('FORBIDDEN: not_permitted');
    expect((await call<{ tracking: unknown[] }>(rider, track)).tracking).toHaveLength(1);
    const chat = `mutation { sendChatMessage(bookingId: "${bookingId}", message: "hello") { id } }`;
    expect(await refusal(otherRider, chat)).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(otherRider, `{ chatMessages(bookingId: "${bookingId}") { items { id } } }`)).toBe(
      'FORBIDDEN: not_permitted',
    );
    expect(
      await refusal(otherRider, `mutation { rateTrip(bookingId: "${bookingId}", rating: 5) { status } }`),
    ).toBe('FORBIDDEN: not_permitted');
    const cancel = (reason: string) =>
      `mutation { cancelBooking(bookingId: "${bookingId}", reason: "${reason}") { status cancelledBy } }`;
    expect(await refusal(otherRider, cancel('not mine'))).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(driver, cancel('driver'))).toBe('FORBIDDEN: not_permitted');
    const cancelled = await call<{ cancelBooking: { status: string; cancelledBy: string } }>(
      rider,
      cancel('plans changed'),
    );
    expect(cancelled.cancelBooking).toEqual({ status: 'CANCELLED', cancelledBy: 'rider' });
    const me = await call<{ me: { queue: boolean } }>(driver, '{ me { queue } }');
    expect(me.me.queue).toBe(false);
  });

  it('shows a fleet admin only its own fleet on the map', async () => {
    await call(otherDriver, 'mutation { setDriverActive(active: true) { uid } }');
    await call(otherDriver, 'mutation { updateDriverLocation(lat: 40.76, lng: -73.98) { at } }');
    const map = '{ activeDrivers { uid } }';
    const fleet = await call<{ activeDrivers: { uid: string }[] }>(fleetadmin, map);
    expect(fleet.activeDrivers.map((d) => d.uid)).toEqual([otherDriverUid]);
    const all = await call<{ activeDrivers: { uid: string }[] }>(admin, map);
    expect(all.activeDrivers.map((d) => d.uid)).toEqual(expect.arrayContaining([driverUid, otherDriverUid]));
    expect(await refusal(rider, map)).toBe('Unauthorized');
    expect(await refusal(driver, map)).toBe('Unauthorized');

    const inBox = (south: number, west: number, north: number, east: number) =>
      `{ activeDrivers(south: ${south}, west: ${west}, north: ${north}, east: ${east}, limit: 50) { uid lat lng } }`;
    const around = inBox(40.7, -74.05, 40.82, -73.9);
    const fleetBox = await call<{ activeDrivers: { uid: string; lat: number }[] }>(fleetadmin, around);
    expect(fleetBox.activeDrivers).toEqual([{ uid: otherDriverUid, lat: 40.76, lng: -73.98 }]);
    const allBox = await call<{ activeDrivers: { uid: string }[] }>(admin, around);
    expect(allBox.activeDrivers.map((d) => d.uid)).toContain(otherDriverUid);
    const elsewhere = await call<{ activeDrivers: unknown[] }>(fleetadmin, inBox(51.4, -0.3, 51.6, 0));
    expect(elsewhere.activeDrivers).toEqual([]);
    expect(await refusal(rider, around)).toBe('Unauthorized');
  });

  it('refuses a driver whose profile is no longer approved, though its token is still valid', async () => {
    // The profile changes behind the token's back (no sign-out): the stored profile decides.
    const users = new DynamoUserRepository(
      DynamoDBDocumentClient.from(localClient(process.env.DYNAMODB_ENDPOINT!)),
      twinConfig.tableName,
    );
    await users.update(otherDriverUid, { approved: false });
    expect(await refusal(otherDriver, 'mutation { setDriverActive(active: true) { uid } }')).toBe(
      'FORBIDDEN: require approval',
    );
    expect(await refusal(otherDriver, '{ tasks { id } }')).toBe('FORBIDDEN: require approval');
    await users.update(otherDriverUid, { approved: true });
  });

  it('takes a driver unapproved by the admin off the map and ends its sessions', async () => {
    await call(
      admin,
      `mutation { setDriverApproval(uid: "${otherDriverUid}", approved: false) { approved } }`,
    );
    expect(await refusal(otherDriver, '{ tasks { id } }')).toBe('UnauthorizedException');
    const map = await call<{ activeDrivers: { uid: string }[] }>(admin, '{ activeDrivers { uid } }');
    expect(map.activeDrivers.map((d) => d.uid)).not.toContain(otherDriverUid);
    const candidates = await call<{ driversForAssignment: { uid: string }[] }>(
      admin,
      `{ driversForAssignment(bookingId: "${bookingId}") { uid } }`,
    );
    expect(candidates.driversForAssignment.map((d) => d.uid)).not.toContain(otherDriverUid);
  });
});
