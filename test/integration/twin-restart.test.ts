/**
 * Stopping the twin and starting it again keeps accounts, sessions and data (what `npm start`
 * relies on), mid-trip too: a trip started before the restart is finished after it, by the driver
 * and rider signed in before it. A kept table is upgraded as a deployed one is (upgrade-map.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { activeBookingEntity } from '@wayfare/lambdas/src/adapters/dynamodb/active-booking.entity';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { freePort } from '@wayfare/infra/local/support/free-port';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import type { Twin } from '@wayfare/infra/local/twin';
import type { TwinOutputs, TwinPorts } from '@wayfare/infra/local/twin-config';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';

const UPDATE = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { appName } }`;
const SETTINGS = `{ settings { appName } }`;
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const EMPIRE_STATE = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };

type Auth = { accessToken: string };
type Trip = { id: string; status: string; otp: string | null };

async function call<T>(outputs: TwinOutputs, auth: Auth, query: string, variables = {}): Promise<T> {
  const answer = await graphql<T>(outputs, auth, query, variables);
  if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
  return answer.data as T;
}

describe('twin restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfare-restart-'));
  let twin: Twin;
  let rider: Auth, driver: Auth;
  let trip: Trip;
  let credentialsBefore: Twin['credentials'];

  const step = (status: string, otp?: string) =>
    call<{ updateTripStatus: Trip }>(
      twin.outputs,
      driver,
      `mutation S($id: ID!, $status: BookingStatus!, $otp: String) {
        updateTripStatus(bookingId: $id, status: $status, otp: $otp) { id status otp } }`,
      { id: trip.id, status, otp },
    );

  /** Before the restart: settings saved, and a trip booked, accepted and STARTED. */
  async function beforeRestart(outputs: TwinOutputs): Promise<void> {
    const admin = await signInWithCode(outputs, outputs.demoAccounts.admin);
    await call(outputs, admin, UPDATE, { input: { ...demoSettings, appName: 'Kept' } });
    [rider, driver] = await Promise.all([
      signInWithCode(outputs, outputs.demoAccounts.rider),
      signInWithCode(outputs, outputs.demoAccounts.driver),
    ]);
    await call(outputs, driver, 'mutation { setDriverActive(active: true) { uid } }');
    await call(outputs, driver, 'mutation { updateDriverLocation(lat: 40.7575, lng: -73.986) { at } }');
    const { estimateFare } = await call<{ estimateFare: { quoteId: string } }>(
      outputs,
      rider,
      'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }',
      { input: { pickup: TIMES_SQUARE, drop: EMPIRE_STATE, carType: 'economy' } },
    );
    trip = (
      await call<{ createBooking: Trip }>(
        outputs,
        rider,
        `mutation { createBooking(input: { quoteId: "${estimateFare.quoteId}", payment_mode: cash }) { id status otp } }`,
      )
    ).createBooking;
    await call(outputs, driver, `mutation { acceptTask(bookingId: "${trip.id}") { status } }`);
    await step('ARRIVED');
    expect((await step('STARTED', trip.otp!)).updateTripStatus.status).toBe('STARTED');
    await forgetListingsOf([rider, driver], outputs);
  }

  /** As a table from before the listing of trips under way holds them: without their items. */
  async function forgetListingsOf(parties: Auth[], outputs: TwinOutputs): Promise<void> {
    const client = localClient(process.env.DYNAMODB_ENDPOINT!);
    const listing = activeBookingEntity(DynamoDBDocumentClient.from(client), twinConfig.tableName);
    for (const party of parties) {
      const { me } = await call<{ me: { uid: string } }>(outputs, party, '{ me { uid } }');
      const { data } = await listing.query.byParty({ party: me.uid }).go();
      for (const item of data) await listing.delete(item).go();
      expect(await underWay(outputs, party)).toEqual([]);
    }
    client.destroy();
  }

  const underWay = async (outputs: TwinOutputs, party: Auth) =>
    (
      await call<{ bookings: { items: { id: string }[] } }>(
        outputs,
        party,
        '{ bookings(active: true) { items { id } } }',
      )
    ).bookings.items.map(({ id }) => id);

  beforeAll(async () => {
    // The handlers read their endpoints once per process, so both runs use the same ports.
    const ports: Partial<TwinPorts> = {
      dynamodb: await freePort(),
      cognito: await freePort(),
      appsync: await freePort(),
      s3: await freePort(),
      notify: await freePort(),
    };
    twin = await startTestTwin({ dataDir, ports });
    credentialsBefore = twin.credentials;
    try {
      await beforeRestart(twin.outputs);
    } finally {
      await twin.close();
    }
    twin = await startTestTwin({ dataDir, ports });
  }, 180_000);
  afterAll(async () => {
    await twin?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the twin's key pair in the data folder, readable by its owner only", () => {
    expect(twin.credentials).toEqual(credentialsBefore);
    expect(JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8'))).toEqual(credentialsBefore);
    expect(statSync(join(dataDir, 'credentials.json')).mode & 0o077).toBe(0);
  });

  it('keeps users, their sign-in and saved settings', async () => {
    const { data } = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, SETTINGS);
    expect(data).toEqual({ settings: { appName: 'Kept' } });
    const other = await signInWithCode(twin.outputs, '+12125550103');
    const me = await call<{ me: { firstName: string } }>(twin.outputs, other, '{ me { firstName } }');
    expect(me.me.firstName).toBe('Rosa');
  });

  it("lists the rider's and driver's trip under way again, from the kept table's bookings", async () => {
    expect(await underWay(twin.outputs, rider)).toEqual([trip.id]);
    expect(await underWay(twin.outputs, driver)).toEqual([trip.id]);
  });

  it('lets the driver finish a trip started before the restart, with the sessions of before', async () => {
    const seen = await call<{ booking: Trip }>(
      twin.outputs,
      rider,
      `{ booking(id: "${trip.id}") { id status otp } }`,
    );
    expect(seen.booking).toEqual({ ...trip, status: 'STARTED' });
    await call(
      twin.outputs,
      driver,
      `mutation { updateDriverLocation(lat: ${EMPIRE_STATE.lat}, lng: ${EMPIRE_STATE.lng}) { status } }`,
    );
    expect((await step('REACHED')).updateTripStatus.status).toBe('PAID');
    const rated = await call<{ rateTrip: { status: string } }>(
      twin.outputs,
      rider,
      `mutation { rateTrip(bookingId: "${trip.id}", rating: 5) { status } }`,
    );
    expect(rated.rateTrip.status).toBe('COMPLETE');
    const me = await call<{ me: { queue: boolean } }>(twin.outputs, driver, '{ me { queue } }');
    expect(me.me.queue).toBe(false);
  });
});
