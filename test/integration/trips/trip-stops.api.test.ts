/**
 * Multi-stop trips on the twin (docs/trips.md, Stops): the quote routes pickup → stops → drop and
 * prices that route; the booking keeps the stops and the driver reads them; more than three stops
 * or a malformed one is refused before anything is priced.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string };
type Place = { lat: number; lng: number; add: string };
type Quote = { quoteId: string; distance: number; durationSecs: number; fare: number; stops: Place[] | null };

const TIMES_SQUARE = {
  lat: 40.758,
  lng: -73.9855,
  add: 'Times Square, Broadway & 7th Ave, New York, NY 10036',
};
const BRYANT_PARK = { lat: 40.7536, lng: -73.9832, add: 'Bryant Park, New York, NY 10018' };
const UNION_SQUARE = { lat: 40.7359, lng: -73.9911, add: 'Union Square, New York, NY 10003' };
const WALL_STREET = { lat: 40.7061, lng: -74.0088, add: 'Wall Street, New York, NY 10005' };
const QUOTE = `query Q($input: EstimateInput!) {
  estimateFare(input: $input) { quoteId distance durationSecs fare stops { lat lng add } }
}`;

describe('multi-stop trips on the twin', () => {
  let twin: Twin;
  let rider: Auth;
  let driver: Auth;

  const ask = <T>(auth: Auth, query: string, variables = {}) =>
    graphql<T>(twin.outputs, auth, query, variables);
  const call = async <T>(auth: Auth, query: string, variables = {}) => {
    const answer = await ask<T>(auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  const quote = async (pickup: Place, drop: Place, stops?: Place[]) =>
    (
      await call<{ estimateFare: Quote }>(rider, QUOTE, {
        input: { pickup, drop, stops, carType: 'economy' },
      })
    ).estimateFare;

  beforeAll(async () => {
    twin = await startTestTwin();
    rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    driver = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.driver);
    await call(driver, 'mutation { setDriverActive(active: true) { uid } }');
    await call(driver, 'mutation { updateDriverLocation(lat: 40.7615, lng: -73.9838) { bookingId } }');
  }, 180_000);
  afterAll(async () => {
    await twin?.close();
  });

  it('prices the route through the stops, in their order', async () => {
    const direct = await quote(TIMES_SQUARE, WALL_STREET);
    const viaOne = await quote(TIMES_SQUARE, WALL_STREET, [UNION_SQUARE]);
    const legs = [await quote(TIMES_SQUARE, UNION_SQUARE), await quote(UNION_SQUARE, WALL_STREET)];

    expect(direct.stops).toBeNull();
    expect(viaOne.stops).toEqual([UNION_SQUARE]);
    // One route pickup → stop → drop: its legs' distance and time, and priced on them.
    expect(viaOne.distance).toBeCloseTo(legs[0]!.distance + legs[1]!.distance, 1);
    expect(viaOne.durationSecs).toBeGreaterThan(direct.durationSecs);
    expect(viaOne.fare).toBeGreaterThan(direct.fare);

    // The order counts: Wall Street first, then back uptown, is a longer trip.
    const reordered = await quote(TIMES_SQUARE, UNION_SQUARE, [WALL_STREET]);
    expect(reordered.distance).toBeGreaterThan(viaOne.distance);
  });

  it('refuses a fourth stop and a malformed stop, saying why', async () => {
    const four = await ask(rider, QUOTE, {
      input: {
        pickup: TIMES_SQUARE,
        drop: WALL_STREET,
        stops: [BRYANT_PARK, UNION_SQUARE, BRYANT_PARK, UNION_SQUARE],
        carType: 'economy',
      },
    });
    expect(four.errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'too_many_stops' });

    const malformed = await ask(rider, QUOTE, {
      input: {
        pickup: TIMES_SQUARE,
        drop: WALL_STREET,
        stops: [{ ...UNION_SQUARE, lat: 123 }],
        carType: 'economy',
      },
    });
    expect(malformed.errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'number_out_of_range' });

    const nameless = await ask(rider, QUOTE, {
      input: {
        pickup: TIMES_SQUARE,
        drop: WALL_STREET,
        stops: [{ ...UNION_SQUARE, add: '' }],
        carType: 'economy',
      },
    });
    expect(nameless.errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'required_field' });
  });

  it('books the stops with the quote and shows them to the driver who accepts', async () => {
    const priced = await quote(TIMES_SQUARE, WALL_STREET, [BRYANT_PARK, UNION_SQUARE]);
    const { createBooking } = await call<{ createBooking: { id: string; stops: Place[]; distance: number } }>(
      rider,
      `mutation B($input: CreateBookingInput!) { createBooking(input: $input) { id stops { lat lng add } distance } }`,
      { input: { quoteId: priced.quoteId, payment_mode: 'cash' } },
    );
    expect(createBooking).toMatchObject({ stops: [BRYANT_PARK, UNION_SQUARE], distance: priced.distance });

    const { acceptTask } = await call<{ acceptTask: { stops: Place[]; drop: Place } }>(
      driver,
      `mutation A($id: ID!) { acceptTask(bookingId: $id) { stops { lat lng add } drop { lat lng add } } }`,
      { id: createBooking.id },
    );
    expect(acceptTask).toEqual({ stops: [BRYANT_PARK, UNION_SQUARE], drop: WALL_STREET });
    await call(
      driver,
      `mutation C($id: ID!) { cancelTrip(bookingId: $id, reason: driver_reason_rider_asked) { id } }`,
      {
        id: createBooking.id,
      },
    );
  });
});
