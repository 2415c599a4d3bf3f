/**
 * A whole cash trip through the public API on the twin, as a rider and a driver would drive it,
 * with the subscriptions delivering every change: now, and booked for later (offered by the
 * scheduled dispatch sweep).
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { liveClient, type LiveClient } from '../../support/live-api';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string };
type Booking = Record<string, unknown> & { id: string; status: string };

const TIMES_SQUARE = {
  lat: 40.758,
  lng: -73.9855,
  add: 'Times Square, Broadway & 7th Ave, New York, NY 10036',
};
const EMPIRE_STATE = { lat: 40.7484, lng: -73.9857, add: '350 5th Ave, New York, NY 10118' };
const PHOTO = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BOOKING_FIELDS = `id reference status otp trip_cost discount convenience_fees customer_paid cashPaymentAmount
  driver_share driver driver_name payment_mode carType distance rating tripdate`;

describe('a cash trip through the API', () => {
  let twin: Twin;
  let rider: Auth;
  let driver: Auth;
  let driverUid: string;
  const clients: LiveClient[] = [];

  const call = async <T = Record<string, unknown>>(auth: Auth, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  const live = (auth: Auth) => {
    const client = liveClient(twin.outputs, auth.accessToken);
    clients.push(client);
    return client;
  };
  const quote = async () =>
    (
      await call<{ estimateFare: { quoteId: string; grandTotal: number; fare: number; distance: number } }>(
        rider,
        `query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId fare grandTotal distance } }`,
        { input: { pickup: TIMES_SQUARE, drop: EMPIRE_STATE, carType: 'economy' } },
      )
    ).estimateFare;
  const book = async (quoteId: string, tripdate?: number) =>
    (
      await call<{ createBooking: Booking }>(
        rider,
        `mutation B($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING_FIELDS} } }`,
        { input: { quoteId, payment_mode: 'cash', ...(tripdate ? { tripdate } : {}) } },
      )
    ).createBooking;
  const step = async (bookingId: string, status: string, otp?: string) =>
    (
      await call<{ updateTripStatus: Booking }>(
        driver,
        `mutation S($id: ID!, $status: BookingStatus!, $otp: String) {
          updateTripStatus(bookingId: $id, status: $status, otp: $otp) { ${BOOKING_FIELDS} } }`,
        { id: bookingId, status, otp },
      )
    ).updateTripStatus;
  type Tracked = {
    bookingId: string;
    status: string;
    lat: number;
    heading: number | null;
    eta: number | null;
  };
  const moveDriver = (lat: number, lng: number, heading?: number) =>
    call<{ updateDriverLocation: Tracked | null }>(
      driver,
      `mutation L($lat: Float!, $lng: Float!, $heading: Float) {
        updateDriverLocation(lat: $lat, lng: $lng, heading: $heading) { bookingId status lat lng at heading eta } }`,
      { lat, lng, heading },
    );
  const DRIVER_CARD = 'driver_name driver_contact vehicle_number vehicle_make vehicle_model vehicle_color';
  const driverCard = async (bookingId: string) =>
    (await call<{ booking: Booking }>(rider, `{ booking(id: "${bookingId}") { ${DRIVER_CARD} } }`)).booking;
  const presence = async () =>
    (
      await call<{ me: { driverActiveStatus: boolean; queue: boolean } }>(
        driver,
        '{ me { driverActiveStatus queue } }',
      )
    ).me;

  beforeAll(async () => {
    // Rides later are offered 20 minutes ahead here, so one booked 16 minutes ahead is due at once.
    process.env.DISPATCH_LEAD_MINUTES = '20';
    twin = await startTestTwin({ scheduleIntervalMs: 500 });
    rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    driver = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.driver);
    driverUid = (await call<{ me: { uid: string } }>(driver, '{ me { uid } }')).me.uid;
    await call(driver, 'mutation { setDriverActive(active: true) { uid driverActiveStatus } }');
    await moveDriver(40.7575, -73.986);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await twin?.close();
    delete process.env.DISPATCH_LEAD_MINUTES;
  });

  it('goes from quote to COMPLETE with live updates, booked now', async () => {
    const offers = live(driver).subscribe<Booking>(
      `subscription O($driver: ID!) { onTaskOffered(driver: $driver) { id status driver otp } }`,
      { driver: driverUid },
      'onTaskOffered',
    );
    await offers.acknowledged();
    const priced = await quote();
    expect(priced.grandTotal).toBeGreaterThan(0);

    const booked = await book(priced.quoteId);
    expect(booked).toMatchObject({
      status: 'NEW',
      carType: 'Economy',
      payment_mode: 'cash',
      trip_cost: priced.grandTotal,
    });
    expect(booked.reference).toMatch(/^[A-Z]{6}$/);
    expect(booked.otp).toMatch(/^\d{6}$/);
    const offer = await offers.next((event) => event.id === booked.id);
    expect(offer).toMatchObject({ status: 'NEW', driver: driverUid, otp: null });

    const riderLive = live(rider);
    const changes = riderLive.subscribe<Booking>(
      `subscription C($id: ID!) { onBookingChanged(id: $id) { id status driver otp customer_paid } }`,
      { id: booked.id },
      'onBookingChanged',
    );
    const track = riderLive.subscribe<{ status: string; lat: number }>(
      `subscription T($id: ID!) { onTracking(bookingId: $id) { bookingId status lat lng at heading eta } }`,
      { id: booked.id },
      'onTracking',
    );
    await Promise.all([changes.acknowledged(), track.acknowledged()]);

    const tasks = await call<{ tasks: Booking[] }>(driver, '{ tasks { id status otp } }');
    expect(tasks.tasks).toContainEqual({ id: booked.id, status: 'NEW', otp: null });

    const accepted = await call<{ acceptTask: Booking }>(
      driver,
      `mutation A($id: ID!) { acceptTask(bookingId: $id) { ${BOOKING_FIELDS} } }`,
      { id: booked.id },
    );
    expect(accepted.acceptTask).toMatchObject({ status: 'ACCEPTED', driver: driverUid, otp: null });
    await expect(changes.next((event) => event.status === 'ACCEPTED')).resolves.toMatchObject({
      driver: driverUid,
    });
    // The rider finds the car and may call its driver while the trip is under way.
    await expect(driverCard(booked.id)).resolves.toEqual({
      driver_name: 'Dana Driver',
      driver_contact: '+12125550102',
      vehicle_number: 'NYC-4821',
      vehicle_make: 'Toyota',
      vehicle_model: 'Prius',
      vehicle_color: 'White',
    });
    // Accepting keeps the driver online: it is on a trip (busy), not switched off.
    await expect(presence()).resolves.toEqual({ driverActiveStatus: true, queue: true });

    // On the way to the pickup: a heading from the last position (north-east here) and an ETA
    // from the places port's route, published to the rider and readable as the newest entry.
    const coming = (await moveDriver(40.7578, -73.9857))!.updateDriverLocation!;
    expect(coming).toMatchObject({ bookingId: booked.id, status: 'ACCEPTED' });
    expect(coming.heading).toBeGreaterThan(0);
    expect(coming.heading).toBeLessThan(90);
    expect(coming.eta).toBeGreaterThan(0);
    await expect(track.next((entry) => entry.lat === 40.7578)).resolves.toMatchObject({
      heading: coming.heading,
      eta: coming.eta,
    });
    const newest = await call<{ lastTracking: Tracked }>(
      rider,
      `{ lastTracking(bookingId: "${booked.id}") { bookingId status lat heading eta } }`,
    );
    expect(newest.lastTracking).toMatchObject({ status: 'ACCEPTED', lat: 40.7578, eta: coming.eta });
    const compass = (await moveDriver(40.758, -73.9855, 45))!.updateDriverLocation!;
    expect(compass.heading).toBe(45);

    const chat = live(driver).subscribe<{ message: string; source: string }>(
      `subscription M($id: ID!) { onChatMessage(bookingId: $id) { id message source from } }`,
      { id: booked.id },
      'onChatMessage',
    );
    await chat.acknowledged();

    // The quote was used: booking it again is refused.
    const again = await graphql(
      twin.outputs,
      rider,
      `mutation { createBooking(input: { quoteId: "${priced.quoteId}", payment_mode: cash }) { id } }`,
    );
    expect(again.errors?.[0]).toMatchObject({ errorType: 'CONFLICT', message: 'quote_expired' });

    await call(
      rider,
      `mutation { sendChatMessage(bookingId: "${booked.id}", message: "I am by the red steps") { id } }`,
    );
    await expect(chat.next((event) => event.message === 'I am by the red steps')).resolves.toMatchObject({
      source: 'rider',
    });

    expect(await step(booked.id, 'ARRIVED')).toMatchObject({ status: 'ARRIVED', otp: null });
    const wrongOtp = await graphql(
      twin.outputs,
      driver,
      `mutation { updateTripStatus(bookingId: "${booked.id}", status: STARTED, otp: "000000") { id } }`,
    );
    expect(wrongOtp.errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'wrong_ride_code' });
    const started = await step(booked.id, 'STARTED', booked.otp as string);
    expect(started).toMatchObject({ status: 'STARTED', otp: booked.otp });

    // The pickup photo: uploaded by the assigned driver only, stored on the booking, read back as a URL.
    const upload = `mutation U($uid: ID) { createUploadUrl(kind: TRIP_IMAGE, contentType: "image/png", contentLength: ${PHOTO.length}, uid: $uid) { url key headers } }`;
    const refusedUpload = await graphql(twin.outputs, rider, upload, { uid: booked.id });
    expect(refusedUpload.errors?.[0]).toMatchObject({ errorType: 'FORBIDDEN' });
    const target = (
      await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(driver, upload, {
        uid: booked.id,
      })
    ).createUploadUrl;
    const put = await fetch(target.url, {
      method: 'PUT',
      headers: JSON.parse(target.headers) as Record<string, string>,
      body: new Uint8Array(PHOTO),
    });
    expect(put.status).toBe(200);
    const photographed = await call<{ setTripImage: { pickup_image: string } }>(
      driver,
      `mutation P($id: ID!, $key: String!) { setTripImage(bookingId: $id, which: "pickup_image", key: $key) { pickup_image } }`,
      { id: booked.id, key: target.key },
    );
    expect(photographed.setTripImage.pickup_image).toContain(target.key);

    const moved = await moveDriver(40.7531, -73.9857);
    expect(moved.updateDriverLocation).toMatchObject({ bookingId: booked.id, status: 'STARTED' });
    // On the trip the ETA is to the drop: about half a kilometre left, well under the pickup's.
    expect(moved.updateDriverLocation!.eta).toBeGreaterThan(0);
    await expect(track.next((entry) => entry.lat === 40.7531)).resolves.toMatchObject({ status: 'STARTED' });
    await moveDriver(EMPIRE_STATE.lat, EMPIRE_STATE.lng);

    const paid = await step(booked.id, 'REACHED');
    expect(paid).toMatchObject({
      status: 'PAID',
      customer_paid: booked.trip_cost,
      cashPaymentAmount: booked.trip_cost,
    });
    expect(paid.driver_share).toBeCloseTo(
      (booked.trip_cost as number) - (booked.convenience_fees as number),
      2,
    );
    expect(paid.distance).toBeGreaterThan(0.9);
    await expect(changes.next((event) => event.status === 'PAID')).resolves.toMatchObject({ otp: null });
    // The trip is over: the server no longer gives the rider the driver's number.
    await expect(driverCard(booked.id)).resolves.toMatchObject({
      driver_contact: null,
      vehicle_number: 'NYC-4821',
    });
    // Paid: the driver is back online and idle, so dispatchable again.
    await expect(presence()).resolves.toEqual({ driverActiveStatus: true, queue: false });

    const rated = await call<{ rateTrip: Booking }>(
      rider,
      `mutation { rateTrip(bookingId: "${booked.id}", rating: 5) { status rating } }`,
    );
    expect(rated.rateTrip).toEqual({ status: 'COMPLETE', rating: 5 });
    await expect(changes.next((event) => event.status === 'COMPLETE')).resolves.toBeDefined();

    const history = await call<{ tracking: { status: string }[] }>(
      rider,
      `{ tracking(bookingId: "${booked.id}") { status } }`,
    );
    expect(history.tracking.map((entry) => entry.status)).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'STARTED',
      'STARTED',
      'STARTED',
      'REACHED',
    ]);
    expect(changes.errors).toEqual([]);
  });

  it('offers a ride booked for later through the scheduled dispatch sweep', async () => {
    const offers = live(driver).subscribe<Booking>(
      `subscription O($driver: ID!) { onTaskOffered(driver: $driver) { id status } }`,
      { driver: driverUid },
      'onTaskOffered',
    );
    await offers.acknowledged();
    const tripdate = Date.now() + 16 * 60_000;
    const booked = await book((await quote()).quoteId, tripdate);
    expect(booked).toMatchObject({ status: 'NEW', tripdate });
    await expect(offers.next((event) => event.id === booked.id)).resolves.toMatchObject({ status: 'NEW' });
    const accepted = await call<{ acceptTask: Booking }>(
      driver,
      `mutation { acceptTask(bookingId: "${booked.id}") { status } }`,
    );
    expect(accepted.acceptTask.status).toBe('ACCEPTED');
    await step(booked.id, 'ARRIVED');
    await step(booked.id, 'STARTED', booked.otp as string);
    expect((await step(booked.id, 'REACHED')).status).toBe('PAID');
    const rated = await call<{ rateTrip: Booking }>(
      rider,
      `mutation { rateTrip(bookingId: "${booked.id}", rating: 4) { status } }`,
    );
    expect(rated.rateTrip.status).toBe('COMPLETE');
  });
});
