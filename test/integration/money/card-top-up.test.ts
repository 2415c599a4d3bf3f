/**
 * A rider's wallet top-up by card (docs/money.md), against DynamoDB Local: the offered amounts,
 * the order and the provider's form, and the signed callback crediting the wallet exactly once.
 */
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { signTestCallback } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import { cardTopUp, topUpByCard, walletTopUpOptions } from '@wayfare/lambdas/src/money/card-top-up';
import { handlePaymentCallback } from '@wayfare/lambdas/src/money/payment-callback';
import { walletHistory } from '@wayfare/lambdas/src/money/wallet';
import { NOW, startMoneyTable, TEST_KEY, type MoneyTable } from './money-table';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; messageKey?: string; message: string }) =>
      error.messageKey ? `${error.code}/${error.messageKey}` : error.message,
  );

describe('wallet top-up by card', () => {
  let money: MoneyTable;

  beforeAll(async () => {
    money = await startMoneyTable();
    await money.setSettings({ walletMoneyField: '5|10|20.50', walletTopUpMax: 100 });
  }, 300_000);
  afterAll(() => money?.close());

  /** The test provider's signed callback for a top-up order, as its page sends it. */
  const callback = (
    order: string,
    outcome: 'paid' | 'declined',
    transaction: string,
    amountMinor: number,
  ) => {
    const body = JSON.stringify({
      order_id: order,
      amount_minor: amountMinor,
      currency: 'USD',
      transaction_id: transaction,
      outcome,
    });
    return handlePaymentCallback(money.deps, {
      method: 'POST',
      path: '/test',
      headers: { 'wayfare-signature': signTestCallback(TEST_KEY, body, Math.floor(NOW / 1000)) },
      body,
    }).then((response) => JSON.parse(response.body).outcome as string);
  };

  const start = (rider: Caller, amount: number) =>
    topUpByCard(money.deps, rider, { amount, provider: 'test' });

  it('offers the presets parsed on the server and the limit, to riders only', async () => {
    const rider = await money.aUser('rider');
    expect(await walletTopUpOptions(money.deps, rider)).toEqual({ amounts: [5, 10, 20.5], max: 100 });
    for (const type of ['driver', 'admin'] as const)
      expect(await failureOf(walletTopUpOptions(money.deps, await money.aUser(type)))).toBe(
        'FORBIDDEN/not_permitted',
      );
  });

  it('asks the provider for exactly the amount and credits nothing before the callback', async () => {
    const rider = await money.aUser('rider', 3);
    const { topUp, form } = await start(rider, 20.5);
    expect(topUp).toMatchObject({ uid: rider.uid, status: 'PENDING', currency: 'USD', provider: 'test' });
    expect(topUp.id).toMatch(/^topup-/);
    expect(JSON.parse(form.fields)).toMatchObject({
      order_id: topUp.id,
      amount_minor: 2050,
      currency: 'USD',
    });
    expect(await money.balanceOf(rider.uid)).toBe(3);
  });

  it('refuses amounts outside the bounds or finer than the currency, and other roles', async () => {
    const rider = await money.aUser('rider');
    expect(await failureOf(start(rider, 0))).toBe('VALIDATION/amount_above_zero');
    expect(await failureOf(start(rider, 100.01))).toBe('VALIDATION/topup_above_maximum');
    expect(await failureOf(start(rider, 7.005))).toBe('VALIDATION/amount_too_precise');
    expect(await failureOf(topUpByCard(money.deps, rider, { amount: 5, provider: 'paypal' }))).toBe(
      'VALIDATION/no_provider_found',
    );
    for (const type of ['driver', 'fleetadmin', 'admin'] as const)
      expect(await failureOf(start(await money.aUser(type), 5))).toBe('FORBIDDEN/not_permitted');
  });

  it('credits the approved amount once, as a top-up entry with the balance it leaves', async () => {
    const rider = await money.aUser('rider', 3);
    const { topUp } = await start(rider, 10);
    const [first, again, concurrent] = await Promise.all([
      callback(topUp.id, 'paid', 'tx-a', 1000),
      callback(topUp.id, 'paid', 'tx-a', 1000),
      callback(topUp.id, 'paid', 'tx-a', 1000),
    ]);
    expect([first, again, concurrent].sort()).toEqual(['already-settled', 'already-settled', 'settled']);
    expect(await callback(topUp.id, 'paid', 'tx-a', 1000)).toBe('already-settled');
    expect(await money.balanceOf(rider.uid)).toBe(13);
    expect(await cardTopUp(money.deps, rider, { id: topUp.id })).toMatchObject({
      status: 'PAID',
      transactionId: 'tx-a',
      paidAt: NOW,
    });
    // What the rider's view leaves out: the approvals the order ignored, kept on the stored order.
    const stored = (await money.deps.topUps.get(topUp.id))!;
    expect(stored.ignoredApprovals.map((approval) => approval.reason)).toEqual([
      'replayed',
      'replayed',
      'replayed',
    ]);
    const { items } = await walletHistory(money.deps, rider, {});
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'Credit',
      amount: 10,
      balance: 13,
      purpose: 'TOP_UP',
      txRef: topUp.id,
    });
  });

  it('records a second payment of a credited top-up and credits nothing for it', async () => {
    const rider = await money.aUser('rider');
    const { topUp } = await start(rider, 5);
    expect(await callback(topUp.id, 'paid', 'tx-1', 500)).toBe('settled');
    expect(await callback(topUp.id, 'paid', 'tx-2', 500)).toBe('refused');
    // A decline arriving after the credit changes nothing.
    expect(await callback(topUp.id, 'declined', 'tx-3', 500)).toBe('declined');
    expect(await money.balanceOf(rider.uid)).toBe(5);
    const stored = (await money.deps.topUps.get(topUp.id))!;
    expect(stored.status).toBe('PAID');
    expect(stored.ignoredApprovals).toEqual([{ transactionId: 'tx-2', at: NOW, reason: 'already-credited' }]);
  });

  it('credits nothing for a declined payment, and a late approval after the decline once', async () => {
    const rider = await money.aUser('rider');
    const { topUp } = await start(rider, 5);
    expect(await callback(topUp.id, 'declined', 'tx-d', 500)).toBe('declined');
    expect(await cardTopUp(money.deps, rider, { id: topUp.id })).toMatchObject({
      status: 'DECLINED',
      declinedAt: NOW,
    });
    expect(await money.balanceOf(rider.uid)).toBe(0);
    expect(await callback(topUp.id, 'paid', 'tx-late', 500)).toBe('settled');
    expect(await callback(topUp.id, 'paid', 'tx-late', 500)).toBe('already-settled');
    expect(await money.balanceOf(rider.uid)).toBe(5);
    expect(await cardTopUp(money.deps, rider, { id: topUp.id })).toMatchObject({
      status: 'PAID',
      transactionId: 'tx-late',
      declinedAt: NOW,
    });
  });

  it('refuses an approval of another amount, an unknown order and a forged signature', async () => {
    const rider = await money.aUser('rider');
    const { topUp } = await start(rider, 5);
    expect(await callback(topUp.id, 'paid', 'tx-short', 499)).toBe('refused');
    expect(await callback('topup-unknown', 'paid', 'tx-x', 500)).toBe('refused');
    const forged = await handlePaymentCallback(money.deps, {
      method: 'POST',
      path: '/test',
      headers: { 'wayfare-signature': signTestCallback('not-the-key', '{}', Math.floor(NOW / 1000)) },
      body: JSON.stringify({
        order_id: topUp.id,
        amount_minor: 500,
        currency: 'USD',
        transaction_id: 't',
        outcome: 'paid',
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect(await money.balanceOf(rider.uid)).toBe(0);
    expect((await cardTopUp(money.deps, rider, { id: topUp.id })).status).toBe('PENDING');
  });

  it('shows a top-up to its rider only', async () => {
    const rider = await money.aUser('rider');
    const { topUp } = await start(rider, 5);
    for (const other of [await money.aUser('rider'), await money.aUser('admin'), await money.aUser('driver')])
      expect(await failureOf(cardTopUp(money.deps, other, { id: topUp.id }))).toBe('FORBIDDEN/not_permitted');
    expect(await failureOf(cardTopUp(money.deps, rider, { id: 'topup-none' }))).toBe(
      'FORBIDDEN/not_permitted',
    );
  });
});
