/**
 * The card path end to end on the twin, through the public API: the rider asks pay now for its
 * PENDING trip, posts the form to the test provider's page, approves, and the page's signed
 * callback settles the booking once; the driver's share lands in its wallet. Also the money
 * fields' refusals through AppSync (schema groups) and the resolvers (stored profile).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Twin } from '@wayfare/infra/local/twin';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { DynamoBookingRepository } from '@wayfare/lambdas/src/adapters/dynamodb/booking.repository';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Session = { accessToken: string };

const ME = `{ me { uid walletBalance } }`;
const PROVIDERS = `{ paymentProviders { name link } }`;
const PAY_NOW = `mutation Pay($bookingId: ID!, $provider: String!) { payNow(bookingId: $bookingId, provider: $provider) { provider url fields } }`;
const HISTORY = `query H($uid: ID) { walletHistory(uid: $uid) { items { type amount txRef balance } nextToken } }`;
const ADD = `mutation Add($uid: ID!, $amount: Float!) { addToWallet(uid: $uid, amount: $amount) { type amount balance txRef } }`;
const GROSS = `{ grossEarnings { today thisMonth total currency } }`;

describe('card payment on the twin', () => {
  let twin: Twin;
  let bookings: DynamoBookingRepository;
  const as: Record<'admin' | 'driver' | 'rider' | 'fleetadmin', Session> = {} as never;
  const uid: Record<string, string> = {};

  const call = <T = Record<string, unknown>>(session: Session, query: string, variables = {}) =>
    graphql<T>(twin.outputs, session, query, variables);

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'driver', 'rider', 'fleetadmin'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
      uid[role] = (await call<{ me: { uid: string } }>(as[role], ME)).data!.me.uid;
    }
    const endpoint = process.env.DYNAMODB_ENDPOINT!;
    bookings = new DynamoBookingRepository(
      DynamoDBDocumentClient.from(localClient(endpoint), {
        marshallOptions: { removeUndefinedValues: true },
      }),
      twinConfig.tableName,
      { retentionDays: 90 },
    );
    // Starting the twin and signing in four roles takes long on a busy machine.
  }, 300_000);
  afterAll(() => twin?.close());

  it('pays a PENDING trip with the test provider and settles it once', async () => {
    const id = randomUUID();
    await bookings.create({
      id,
      reference: 'PAYCRD',
      customer: uid.rider,
      customer_name: 'Demo Rider',
      pickup: { lat: 40.75, lng: -73.99, add: 'Pickup' },
      drop: { lat: 40.76, lng: -73.98, add: 'Drop' },
      status: 'PENDING',
      tripdate: Date.now() - 600_000,
      bookingDate: Date.now() - 1_200_000,
      carType: 'Economy',
      trip_cost: 18.4,
      convenience_fees: 1.6,
      payment_mode: 'card',
      driver: uid.driver,
    });
    const driverBefore = (await call<{ me: { walletBalance: number } }>(as.driver, ME)).data!.me
      .walletBalance;
    const providers = await call<{ paymentProviders: { name: string }[] }>(as.rider, PROVIDERS);
    expect(providers.data!.paymentProviders.map((p) => p.name)).toEqual(['test']);

    const refused = await call(as.driver, PAY_NOW, { bookingId: id, provider: 'test' });
    expect(refused.errors?.[0]?.errorType).toBe('Unauthorized');
    const result = await call<{ payNow: { url: string; fields: string } }>(as.rider, PAY_NOW, {
      bookingId: id,
      provider: 'test',
    });
    expect(result.errors).toBeUndefined();
    const fields = JSON.parse(result.data!.payNow.fields) as Record<string, string | number>;
    expect(fields).toMatchObject({ order_id: id, amount_minor: 1840, currency: 'USD' });

    // The rider's browser posts the form to the provider page, then presses Approve.
    const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const pageHtml = await (await fetch(result.data!.payNow.url, { method: 'POST', body: form })).text();
    expect(pageHtml).toContain('Approve');
    const decision = new URLSearchParams({
      order_id: id,
      amount_minor: '1840',
      currency: 'USD',
      outcome: 'paid',
    });
    const done = await fetch(`${twin.outputs.paymentsUrl}/test-provider/decision`, {
      method: 'POST',
      body: decision,
    });
    expect(await done.text()).toContain('Payment settled');

    // Approving again through the page is a second payment at the provider (a new transaction):
    // the paid booking does not need it, so it goes back to the rider's wallet, once.
    const riderBefore = (await call<{ me: { walletBalance: number } }>(as.rider, ME)).data!.me.walletBalance;
    const again = await fetch(`${twin.outputs.paymentsUrl}/test-provider/decision`, {
      method: 'POST',
      body: decision,
    });
    expect(await again.text()).toContain('Payment credited');
    const riderAfter = (await call<{ me: { walletBalance: number } }>(as.rider, ME)).data!.me.walletBalance;
    expect(Math.round((riderAfter - riderBefore) * 100)).toBe(1840);
    expect((await bookings.getById(id))!.booking.returnedPayments).toEqual([
      expect.objectContaining({ provider: 'test', amount: 18.4 }),
    ]);

    const settled = (await bookings.getById(id))!.booking;
    expect(settled).toMatchObject({
      status: 'PAID',
      customer_paid: 18.4,
      cardPaymentAmount: 18.4,
      driver_share: 16.8,
    });
    const driverAfter = (await call<{ me: { walletBalance: number } }>(as.driver, ME)).data!.me.walletBalance;
    expect(Math.round((driverAfter - driverBefore) * 100)).toBe(1680);
    const history = await call<{ walletHistory: { items: { txRef: string; amount: number }[] } }>(
      as.driver,
      HISTORY,
    );
    expect(history.data!.walletHistory.items.filter((e) => e.txRef === id)).toEqual([
      expect.objectContaining({ amount: 16.8 }),
    ]);
  });

  it('refuses a callback nobody signed, and a tampered amount from the page', async () => {
    const forged = await fetch(`${twin.outputs.paymentsUrl}/callback/test`, {
      method: 'POST',
      body: JSON.stringify({
        order_id: 'x',
        amount_minor: 1,
        currency: 'USD',
        transaction_id: 't',
        outcome: 'paid',
      }),
    });
    expect(forged.status).toBe(400);
    const id = randomUUID();
    await bookings.create({
      id,
      reference: 'PAYTMP',
      customer: uid.rider,
      customer_name: 'Demo Rider',
      pickup: { lat: 40.75, lng: -73.99, add: 'Pickup' },
      drop: { lat: 40.76, lng: -73.98, add: 'Drop' },
      status: 'PENDING',
      tripdate: Date.now(),
      bookingDate: Date.now(),
      carType: 'Economy',
      trip_cost: 30,
      payment_mode: 'card',
    });
    await call(as.rider, PAY_NOW, { bookingId: id, provider: 'test' });
    const tampered = new URLSearchParams({
      order_id: id,
      amount_minor: '100',
      currency: 'USD',
      outcome: 'paid',
    });
    const page = await fetch(`${twin.outputs.paymentsUrl}/test-provider/decision`, {
      method: 'POST',
      body: tampered,
    });
    expect(await page.text()).toContain('Payment refused');
    expect((await bookings.getById(id))!.booking.status).toBe('PENDING');
  });

  it('keeps money fields to the roles and owners the contract names', async () => {
    expect((await call(as.rider, ADD, { uid: uid.rider, amount: 5 })).errors?.[0]?.errorType).toBe(
      'Unauthorized',
    );
    expect((await call(as.rider, HISTORY, { uid: uid.driver })).errors?.[0]?.errorType).toBe('FORBIDDEN');
    expect((await call(as.driver, GROSS)).errors?.[0]?.errorType).toBe('Unauthorized');
    const topUp = await call<{ addToWallet: { type: string; txRef: string } }>(as.admin, ADD, {
      uid: uid.rider,
      amount: 5,
    });
    expect(topUp.data!.addToWallet).toMatchObject({ type: 'Credit', txRef: 'AdminCredit' });
    const bad = await call(as.admin, ADD, { uid: uid.rider, amount: -5 });
    expect(bad.errors?.[0]).toMatchObject({ errorType: 'VALIDATION' });
    const gross = await call<{ grossEarnings: { currency: string } }>(as.fleetadmin, GROSS);
    expect(gross.data!.grossEarnings.currency).toBe('USD');
  });
});
