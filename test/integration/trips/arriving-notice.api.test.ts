/**
 * The driver-arriving notice on the twin (docs/trips.md): the assigned driver's positions cross the
 * fence around the pickup, and the rider gets one push in the outbox and one live booking change,
 * however many reports follow inside the fence, concurrent ones included.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { liveClient, type LiveClient } from '../../support/live-api';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string };
type Booking = { id: string; status: string; arrivingNoticeAt: number | null };
interface OutboxMessage {
  to: string;
  channel: string;
  body: string;
}

const TIMES_SQUARE = {
  lat: 40.758,
  lng: -73.9855,
  add: 'Times Square, Broadway & 7th Ave, New York, NY 10036',
};
const EMPIRE_STATE = { lat: 40.7484, lng: -73.9857, add: '350 5th Ave, New York, NY 10118' };
/** About 415 m and 360 m north of the pickup: outside the demo's 300 m fence. */
const UPTOWN = { lat: 40.7615, lng: -73.9838 };
const CLOSER = { lat: 40.761, lng: -73.984 };
/** About 190 m and 60 m from the pickup: inside it. */
const NEARLY_THERE = { lat: 40.7596, lng: -73.9847 };
const AT_THE_CORNER = { lat: 40.7585, lng: -73.9853 };
/** The demo rider's device (infra/local/seed/demo-accounts.ts). */
const RIDER_TOKEN = 'demo-push-token-rider-riley';
const ARRIVING = 'Your driver is almost at the pickup point';

describe('the driver-arriving notice on the twin', () => {
  let twin: Twin;
  let rider: Auth;
  let driver: Auth;
  let client: LiveClient | undefined;

  const call = async <T>(auth: Auth, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  const moveDriver = ({ lat, lng }: { lat: number; lng: number }) =>
    call(
      driver,
      `mutation L($lat: Float!, $lng: Float!) { updateDriverLocation(lat: $lat, lng: $lng) { bookingId } }`,
      {
        lat,
        lng,
      },
    );
  const arrivingPushes = async () =>
    ((await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[]).filter(
      (m) => m.channel === 'push' && m.to === RIDER_TOKEN && m.body.includes(ARRIVING),
    );
  const booking = async (id: string) =>
    (
      await call<{ booking: Booking }>(
        rider,
        `query B($id: ID!) { booking(id: $id) { id status arrivingNoticeAt } }`,
        { id },
      )
    ).booking;

  beforeAll(async () => {
    twin = await startTestTwin();
    rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    driver = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.driver);
    await call(driver, 'mutation { setDriverActive(active: true) { uid } }');
    await moveDriver(UPTOWN);
  }, 180_000);
  afterAll(async () => {
    await client?.dispose();
    await twin?.close();
  });

  it('tells the rider once when the driver comes within the fence, however often it reports', async () => {
    const { estimateFare } = await call<{ estimateFare: { quoteId: string } }>(
      rider,
      `query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }`,
      { input: { pickup: TIMES_SQUARE, drop: EMPIRE_STATE, carType: 'economy' } },
    );
    const { createBooking: booked } = await call<{ createBooking: Booking }>(
      rider,
      `mutation B($input: CreateBookingInput!) { createBooking(input: $input) { id status arrivingNoticeAt } }`,
      { input: { quoteId: estimateFare.quoteId, payment_mode: 'cash' } },
    );
    expect(booked).toMatchObject({ status: 'NEW', arrivingNoticeAt: null });
    client = liveClient(twin.outputs, rider.accessToken);
    const changes = client.subscribe<Booking>(
      `subscription C($id: ID!) { onBookingChanged(id: $id) { id status arrivingNoticeAt } }`,
      { id: booked.id },
      'onBookingChanged',
    );
    await changes.acknowledged();
    await call(driver, `mutation A($id: ID!) { acceptTask(bookingId: $id) { id } }`, { id: booked.id });

    // Still outside the fence: no notice.
    await moveDriver(CLOSER);
    expect(await arrivingPushes()).toEqual([]);
    expect(await booking(booked.id)).toMatchObject({ status: 'ACCEPTED', arrivingNoticeAt: null });

    // Crossing it: one notice, live and by push, even from reports arriving together.
    await Promise.all([NEARLY_THERE, AT_THE_CORNER, NEARLY_THERE, AT_THE_CORNER].map(moveDriver));
    const told = await changes.next((event) => event.arrivingNoticeAt !== null);
    expect(told.status).toBe('ACCEPTED');
    expect(await arrivingPushes()).toHaveLength(1);

    // Staying inside, or leaving and coming back: nothing more.
    await moveDriver(NEARLY_THERE);
    await moveDriver(UPTOWN);
    await moveDriver(AT_THE_CORNER);
    expect(await arrivingPushes()).toHaveLength(1);
    expect(
      changes.events
        .filter((event) => event.arrivingNoticeAt !== null)
        .every((event) => event.arrivingNoticeAt === told.arrivingNoticeAt),
    ).toBe(true);
    expect(await booking(booked.id)).toMatchObject({ arrivingNoticeAt: told.arrivingNoticeAt });

    // The rider's notifications screen keeps it too.
    const { myNotifications } = await call<{
      myNotifications: { items: { body: string; bookingId: string | null }[] };
    }>(rider, '{ myNotifications(limit: 10) { items { body bookingId } } }');
    expect(myNotifications.items.filter((item) => item.body === 'driver_arriving')).toEqual([
      { body: 'driver_arriving', bookingId: booked.id },
    ]);
  });
});
