/**
 * Saved and recent places through the API on the twin (docs/places.md): a rider's own only, riders
 * only, validated with clear keys, paged; recent places are the rider's own latest distinct drops.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string } | { apiKey: string };

const TIMES = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const EMPIRE = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
const UNION = { lat: 40.7359, lng: -73.9911, add: 'Union Square' };

const LIST = '{ savedPlaces { items { kind add lat lng } nextToken } }';
const SAVE = 'mutation S($input: SavePlaceInput!) { savePlace(input: $input) { kind add } }';
const REMOVE = 'mutation R($kind: SavedPlaceKind!) { removeSavedPlace(kind: $kind) }';

describe('saved places on the twin', () => {
  let twin: Twin;
  let rider: Auth, otherRider: Auth, driver: Auth, admin: Auth;

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
  const listOf = async (auth: Auth) =>
    (await call<{ savedPlaces: { items: { kind: string; add: string }[] } }>(auth, LIST)).savedPlaces.items;
  const book = async (auth: Auth, drop: typeof TIMES) => {
    const { estimateFare } = await call<{ estimateFare: { quoteId: string } }>(
      auth,
      'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }',
      { input: { pickup: TIMES, drop, carType: 'economy' } },
    );
    await call(
      auth,
      `mutation { createBooking(input: { quoteId: "${estimateFare.quoteId}", payment_mode: cash }) { id } }`,
    );
  };

  beforeAll(async () => {
    twin = await startTestTwin();
    const signIn = (contact: string) => signInWithCode(twin.outputs, contact);
    const { demoAccounts } = twin.outputs;
    [rider, otherRider, driver, admin] = await Promise.all([
      signIn(demoAccounts.rider),
      signIn('+12125550103'),
      signIn(demoAccounts.driver),
      signIn(demoAccounts.admin),
    ]);
  }, 180_000);
  afterAll(async () => {
    await twin?.close();
  });

  it("keeps each rider's home and work to that rider alone", async () => {
    await call(rider, SAVE, { input: { kind: 'HOME', ...EMPIRE } });
    await call(rider, SAVE, { input: { kind: 'WORK', ...UNION } });
    // Saving home again replaces it: one home per rider.
    await call(rider, SAVE, { input: { kind: 'HOME', ...TIMES } });
    expect(await listOf(rider)).toEqual([
      { kind: 'HOME', ...TIMES },
      { kind: 'WORK', ...UNION },
    ]);

    expect(await listOf(otherRider)).toEqual([]);
    expect(await refusal(otherRider, REMOVE, { kind: 'HOME' })).toBe('NOT_FOUND: saved_place_not_found');
    await call(otherRider, SAVE, { input: { kind: 'HOME', ...EMPIRE } });
    expect((await listOf(rider)).find((place) => place.kind === 'HOME')?.add).toBe(TIMES.add);

    expect(await call(rider, REMOVE, { kind: 'WORK' })).toEqual({ removeSavedPlace: 'WORK' });
    expect(await listOf(rider)).toEqual([{ kind: 'HOME', ...TIMES }]);
    expect((await listOf(otherRider)).map((place) => place.add)).toEqual([EMPIRE.add]);
  });

  it('pages the list on the server', async () => {
    await call(rider, SAVE, { input: { kind: 'WORK', ...UNION } });
    const first = await call<{ savedPlaces: { items: { kind: string }[]; nextToken: string | null } }>(
      rider,
      '{ savedPlaces(limit: 1) { items { kind } nextToken } }',
    );
    expect(first.savedPlaces.items).toEqual([{ kind: 'HOME' }]);
    const second = await call<{ savedPlaces: { items: { kind: string }[] } }>(
      rider,
      'query P($next: String) { savedPlaces(limit: 1, nextToken: $next) { items { kind } } }',
      { next: first.savedPlaces.nextToken },
    );
    expect(second.savedPlaces.items).toEqual([{ kind: 'WORK' }]);
  });

  it('refuses drivers and the back office', async () => {
    for (const caller of [driver, admin]) {
      expect(await refusal(caller, LIST)).toBe('Unauthorized');
      expect(await refusal(caller, '{ recentPlaces { add } }')).toBe('Unauthorized');
      expect(await refusal(caller, SAVE, { input: { kind: 'HOME', ...TIMES } })).toBe('Unauthorized');
      expect(await refusal(caller, REMOVE, { kind: 'HOME' })).toBe('Unauthorized');
    }
    // Place search serves riders and the admin (the shop's pickup), not drivers.
    expect(await refusal(driver, '{ searchPlaces(text: "Times") { add } }')).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(admin, '{ searchPlaces(text: "Times") { add } }')).toBe('allowed');
  });

  it('refuses a place without an address or off the globe, and saves nothing', async () => {
    expect(await refusal(otherRider, SAVE, { input: { kind: 'WORK', ...UNION, add: '' } })).toBe(
      'VALIDATION: required_field',
    );
    expect(await refusal(otherRider, SAVE, { input: { kind: 'WORK', ...UNION, lat: 91 } })).toBe(
      'VALIDATION: number_out_of_range',
    );
    expect(await refusal(otherRider, SAVE, { input: { kind: 'WORK', ...UNION, add: 'x'.repeat(301) } })).toBe(
      'VALIDATION: text_too_long',
    );
    expect((await listOf(otherRider)).map((place) => place.kind)).toEqual(['HOME']);
  });

  it("offers the rider's own latest drops, newest first, each once", async () => {
    await book(rider, EMPIRE);
    await book(rider, UNION);
    await book(rider, { ...EMPIRE, add: 'empire state  building' });
    await book(otherRider, TIMES);
    const { recentPlaces } = await call<{ recentPlaces: { add: string }[] }>(
      rider,
      '{ recentPlaces { add lat lng } }',
    );
    expect(recentPlaces).toEqual([{ ...EMPIRE, add: 'empire state  building' }, UNION]);
  });
});
