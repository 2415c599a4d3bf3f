/** The admin top-up on the twin: the credit, its history entry and the push through SNS (the outbox). */
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { liveClient } from '../../support/live-api';
import { startTestTwin } from '../../support/twin';

interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  body: string;
}

const ME = `query { me { uid walletBalance } }`;
const TOP_UP = `mutation TopUp($uid: ID!, $amount: Float!, $requestId: ID) {
  addToWallet(uid: $uid, amount: $amount, requestId: $requestId) { type amount txRef balance } }`;
const HISTORY = `query History($uid: ID) { walletHistory(uid: $uid, limit: 5) { items { type amount txRef purpose } } }`;
/** The demo rider's device (infra/local/seed/demo-accounts.ts). */
const RIDER_TOKEN = 'demo-push-token-rider-riley';

describe('admin top-up on the twin', () => {
  let twin: Twin;
  const as = {} as Record<'admin' | 'fleetadmin' | 'driver' | 'rider', { accessToken: string }>;
  let rider: { uid: string; walletBalance: number };

  const call = <T = Record<string, unknown>>(auth: { accessToken: string }, query: string, variables = {}) =>
    graphql<T>(twin.outputs, auth, query, variables);
  const pushesTo = async (token: string) =>
    ((await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[]).filter(
      (m) => m.channel === 'push' && m.to === token,
    );

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'fleetadmin', 'driver', 'rider'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
    }
    rider = (await call<{ me: typeof rider }>(as.rider, ME)).data!.me;
  });
  afterAll(() => twin?.close());

  it('credits the wallet and pushes wallet_updated to the user once, however often it is retried', async () => {
    const before = (await pushesTo(RIDER_TOKEN)).length;
    const variables = { uid: rider.uid, amount: 7.5, requestId: 'twin-top-up-1' };
    const first = await call<{ addToWallet: unknown }>(as.admin, TOP_UP, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data!.addToWallet).toEqual({
      type: 'Credit',
      amount: 7.5,
      txRef: 'AdminCredit',
      balance: rider.walletBalance + 7.5,
    });
    expect((await call(as.admin, TOP_UP, variables)).data).toEqual(first.data);

    const pushes = (await pushesTo(RIDER_TOKEN)).slice(before);
    expect(pushes).toEqual([expect.objectContaining({ subject: 'You have a new notification' })]);
    expect(pushes[0]!.body).toContain('Your wallet has been updated.');
    expect(pushes[0]!.body).toContain('Wallet');

    const history = await call<{ walletHistory: { items: unknown[] } }>(as.rider, HISTORY);
    expect(history.data!.walletHistory.items[0]).toEqual({
      type: 'Credit',
      amount: 7.5,
      txRef: 'AdminCredit',
      purpose: 'TOP_UP',
    });
  });

  it("tells the wallet's owner of each new entry live, and refuses anyone else's subscription", async () => {
    const WALLET_FEED = `subscription W($uid: ID!) { onWalletChanged(uid: $uid) { uid id type amount balance purpose } }`;
    const own = liveClient(twin.outputs, as.rider.accessToken);
    const other = liveClient(twin.outputs, as.driver.accessToken);
    const staff = liveClient(twin.outputs, as.admin.accessToken);
    try {
      type Entry = { uid: string; id: string; amount: number; balance: number; purpose: string };
      const mine = own.subscribe<Entry>(WALLET_FEED, { uid: rider.uid }, 'onWalletChanged');
      const theirs = other.subscribe<Entry>(WALLET_FEED, { uid: rider.uid }, 'onWalletChanged');
      const admins = staff.subscribe<Entry>(WALLET_FEED, { uid: rider.uid }, 'onWalletChanged');
      expect(await theirs.refused()).not.toHaveLength(0);
      expect(await admins.refused()).not.toHaveLength(0);
      await mine.acknowledged();

      const variables = { uid: rider.uid, amount: 2.25, requestId: 'twin-live-top-up' };
      const credited = await call<{ addToWallet: { balance: number } }>(as.admin, TOP_UP, variables);
      const event = await mine.next((entry) => entry.id === 'topup#twin-live-top-up', 30_000);
      expect(event).toEqual({
        uid: rider.uid,
        id: 'topup#twin-live-top-up',
        type: 'Credit',
        amount: 2.25,
        balance: credited.data!.addToWallet.balance,
        purpose: 'TOP_UP',
      });
      expect(theirs.events).toEqual([]);
      expect(admins.events).toEqual([]);
    } finally {
      await Promise.all([own.dispose(), other.dispose(), staff.dispose()]);
    }
  });

  it('is refused to every other role, crediting and pushing nothing', async () => {
    const before = (await pushesTo(RIDER_TOKEN)).length;
    for (const caller of [as.rider, as.driver, as.fleetadmin]) {
      const result = await call(caller, TOP_UP, { uid: rider.uid, amount: 5 });
      expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
    }
    const balance = (await call<{ me: typeof rider }>(as.rider, ME)).data!.me.walletBalance;
    expect(balance).toBe(rider.walletBalance + 7.5 + 2.25);
    expect((await pushesTo(RIDER_TOKEN)).length).toBe(before);
  });

  it('refuses an amount of 0 before any service runs (the page says no-details first)', async () => {
    const result = await call(as.admin, TOP_UP, { uid: rider.uid, amount: 0 });
    expect(result.errors?.[0]?.errorType).toBe('VALIDATION');
  });

  it("refuses more than the settings' top-up limit, crediting nothing", async () => {
    const limit = (
      await call<{ settings: { walletTopUpMax: number } }>(as.admin, 'query { settings { walletTopUpMax } }')
    ).data!.settings.walletTopUpMax;
    expect(limit).toBe(1000);
    const before = (await call<{ me: typeof rider }>(as.rider, ME)).data!.me.walletBalance;
    for (const amount of [1000.01, 99_999_999_999]) {
      const result = await call(as.admin, TOP_UP, { uid: rider.uid, amount });
      expect(result.errors?.[0]).toMatchObject({ errorType: 'VALIDATION', message: 'topup_above_maximum' });
    }
    expect((await call<{ me: typeof rider }>(as.rider, ME)).data!.me.walletBalance).toBe(before);
  });
});
