/**
 * The money rules against DynamoDB Local, through the services the resolvers call: wallet credits
 * under concurrency, withdrawals, the card callback's verification and idempotency, wallet
 * payments, promo usage limits, earnings against a recomputation, and who may do each.
 */
import {
  driverEarnings as recomputeDriverEarnings,
  earningReport as recomputeEarningReport,
  grossEarnings as recomputeGross,
  type Booking,
} from '@wayfare/shared';
import { signTestCallback } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { driverEarnings, earningReports, grossEarnings } from '@wayfare/lambdas/src/money/earnings';
import { handlePaymentCallback } from '@wayfare/lambdas/src/money/payment-callback';
import { payFromWallet, payNow } from '@wayfare/lambdas/src/money/payments';
import {
  addPromo,
  deletePromo,
  listPromos,
  redeemPromo,
  updatePromo,
} from '@wayfare/lambdas/src/money/promos';
import { addToWallet, walletHistory } from '@wayfare/lambdas/src/money/wallet';
import { listWithdraws, processWithdraw, requestWithdraw } from '@wayfare/lambdas/src/money/withdrawals';
import { toMoney } from '@wayfare/shared';
import { NOW, startMoneyTable, TEST_KEY, type MoneyTable } from './money-table';

/** The operator's zone in the test settings (the demo's). */
const ZONE = 'America/New_York';

/** Where a payout goes: the test settings have bank_fields on, so a withdrawal needs them. */
const BANK = { bankName: 'First Bank', bankAccount: '12345678' };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; message: string }) => error.code ?? error.message,
  );

describe('money', () => {
  let money: MoneyTable;
  let admin: Caller;

  beforeAll(async () => {
    money = await startMoneyTable();
    admin = await money.aUser('admin');
    // DynamoDB Local starts slowly on a busy machine.
  }, 300_000);
  afterAll(() => money?.close());

  describe('wallet', () => {
    it('sums concurrent top-ups exactly, each with its entry and the balance it left', async () => {
      const driver = await money.aUser('driver', 0);
      // 100 concurrent postings to one wallet: test/integration/data/wallet-and-withdraws.test.ts.
      const amounts = Array.from({ length: 30 }, (_, i) => ((i % 7) + 1) * 0.25);
      await Promise.all(
        amounts.map((amount, i) =>
          addToWallet(money.deps, admin, { uid: driver.uid, amount, requestId: `topup-${i}` }),
        ),
      );
      const expected = amounts.reduce((sum, amount) => sum + toMoney(amount), 0);
      expect(toMoney(await money.balanceOf(driver.uid))).toBe(expected);
      const entries = (await walletHistory(money.deps, driver, { limit: 100 })).items;
      expect(entries).toHaveLength(30);
      expect(entries.every((entry) => entry.type === 'Credit' && entry.txRef === 'AdminCredit')).toBe(true);
      // The balances after each entry form one chain from 0 to the final balance.
      const chain = entries
        .map((entry) => [toMoney(entry.balance), toMoney(entry.amount)])
        .sort((a, b) => a[0] - b[0]);
      chain.reduce((previous, [balance, amount]) => {
        expect(balance).toBe(previous + amount);
        return balance;
      }, 0);
    });

    it('credits a retried top-up once', async () => {
      const rider = await money.aUser('rider', 1);
      const first = await addToWallet(money.deps, admin, { uid: rider.uid, amount: 5, requestId: 'same' });
      const again = await addToWallet(money.deps, admin, { uid: rider.uid, amount: 5, requestId: 'same' });
      expect(again).toEqual(first);
      expect(first).toMatchObject({ type: 'Credit', amount: 5, balance: 6, txRef: 'AdminCredit' });
      expect(await money.balanceOf(rider.uid)).toBe(6);
    });

    it('tells the user of a top-up by push, once for a retried request', async () => {
      const rider = await money.aUser('rider', 0, { pushToken: 'token-topped-up' });
      await addToWallet(money.deps, admin, { uid: rider.uid, amount: 4, requestId: 'push-once' });
      await addToWallet(money.deps, admin, { uid: rider.uid, amount: 4, requestId: 'push-once' });
      expect(money.pushes.filter((push) => push.token === 'token-topped-up')).toEqual([
        {
          token: 'token-topped-up',
          title: 'You have a new notification',
          body: 'Your wallet has been updated.',
          screen: 'Wallet',
        },
      ]);
    });

    it('credits a user without a push token all the same', async () => {
      const rider = await money.aUser('rider', 0);
      const sent = money.pushes.length;
      await addToWallet(money.deps, admin, { uid: rider.uid, amount: 1, requestId: 'no-token' });
      expect(await money.balanceOf(rider.uid)).toBe(1);
      expect(money.pushes).toHaveLength(sent);
    });

    it('refuses a top-up by anyone but an admin, and a zero amount, writing nothing', async () => {
      const rider = await money.aUser('rider', 3, { pushToken: 'token-refused' });
      const fleet = await money.aUser('fleetadmin');
      for (const caller of [rider, fleet, { ...rider, groups: ['admin' as const] }, null]) {
        expect(
          await codeOf(addToWallet(money.deps, caller, { uid: rider.uid, amount: 5, requestId: 'x' })),
        ).toBe('FORBIDDEN');
      }
      expect(
        await codeOf(addToWallet(money.deps, admin, { uid: rider.uid, amount: 0, requestId: 'z' })),
      ).toBe('VALIDATION');
      expect(await money.balanceOf(rider.uid)).toBe(3);
      expect((await walletHistory(money.deps, rider, {})).items).toEqual([]);
      expect(money.pushes.filter((push) => push.token === 'token-refused')).toEqual([]);
    });

    it('shows a history only to its owner and to admins', async () => {
      const rider = await money.aUser('rider', 0);
      const other = await money.aUser('rider', 0);
      const driver = await money.aUser('driver', 0);
      await addToWallet(money.deps, admin, { uid: rider.uid, amount: 2, requestId: 'h1' });
      expect((await walletHistory(money.deps, admin, { uid: rider.uid })).items).toHaveLength(1);
      expect(await codeOf(walletHistory(money.deps, other, { uid: rider.uid }))).toBe('FORBIDDEN');
      expect(await codeOf(walletHistory(money.deps, driver, { uid: rider.uid }))).toBe('FORBIDDEN');
    });
  });

  describe('withdrawals', () => {
    it('reserves the amount at once and lists the request to its owner and admins only', async () => {
      const driver = await money.aUser('driver', 40, BANK);
      const request = await requestWithdraw(money.deps, driver, { amount: 15 });
      expect(request).toMatchObject({
        uid: driver.uid,
        amount: 15,
        processed: false,
        ...BANK,
      });
      expect(await money.balanceOf(driver.uid)).toBe(25);
      const [entry] = (await walletHistory(money.deps, driver, {})).items;
      expect(entry).toMatchObject({ type: 'Withdraw', amount: 15, balance: 25, txRef: request.id });
      expect((await listWithdraws(money.deps, driver, {})).items.map((r) => r.id)).toEqual([request.id]);
      const other = await money.aUser('driver', 0);
      expect((await listWithdraws(money.deps, other, {})).items).toEqual([]);
      const open = await listWithdraws(money.deps, admin, { processed: false, limit: 100 });
      expect(open.items.map((r) => r.id)).toContain(request.id);
    });

    it.each([
      ['above the balance', 'driver', 10.01, 'INSUFFICIENT_FUNDS', BANK],
      ['zero', 'driver', 0, 'FORBIDDEN', BANK],
      ['negative', 'driver', -5, 'FORBIDDEN', BANK],
      ['finer than settings.decimal', 'driver', 1.005, 'VALIDATION', BANK],
      ['without bank details while bank_fields is on', 'driver', 5, 'VALIDATION', {}],
      ['without a bank account while bank_fields is on', 'driver', 5, 'VALIDATION', { bankName: 'B' }],
      ['by a rider while RiderWithDraw is off', 'rider', 5, 'FORBIDDEN', BANK],
      ['by an admin', 'admin', 5, 'FORBIDDEN', BANK],
      ['by a fleet admin', 'fleetadmin', 5, 'FORBIDDEN', BANK],
    ] as const)('refuses a withdrawal %s, writing nothing', async (_case, type, amount, code, bank) => {
      const user = await money.aUser(type, 10, bank);
      expect(await codeOf(requestWithdraw(money.deps, user, { amount }))).toBe(code);
      expect(await money.balanceOf(user.uid)).toBe(10);
      expect((await walletHistory(money.deps, user, {})).items).toEqual([]);
      expect((await money.deps.withdraws.listByUser(user.uid, {})).items).toEqual([]);
    });

    it('says why a withdrawal finer than the currency is refused, as for every typed amount', async () => {
      const driver = await money.aUser('driver', 10, BANK);
      await expect(requestWithdraw(money.deps, driver, { amount: 1.005 })).rejects.toMatchObject({
        messageKey: 'amount_too_precise',
      });
    });

    it('lets riders withdraw when RiderWithDraw is on', async () => {
      await money.setSettings({ RiderWithDraw: true });
      const rider = await money.aUser('rider', 10, BANK);
      await requestWithdraw(money.deps, rider, { amount: 4 });
      expect(await money.balanceOf(rider.uid)).toBe(6);
      await money.setSettings({ RiderWithDraw: false });
    });

    it('never takes a balance below zero under concurrent requests', async () => {
      const driver = await money.aUser('driver', 10, BANK);
      const results = await Promise.all(
        Array.from({ length: 12 }, () => codeOf(requestWithdraw(money.deps, driver, { amount: 3 }))),
      );
      expect(results.filter((r) => r === 'resolved')).toHaveLength(3);
      expect(results.filter((r) => r === 'INSUFFICIENT_FUNDS')).toHaveLength(9);
      expect(await money.balanceOf(driver.uid)).toBe(1);
    });

    it('processes once: of two concurrent admins one wins, the other gets CONFLICT', async () => {
      const driver = await money.aUser('driver', 10, BANK);
      const { id } = await requestWithdraw(money.deps, driver, { amount: 5 });
      expect(await codeOf(processWithdraw(money.deps, driver, { id }))).toBe('FORBIDDEN');
      const results = await Promise.all([
        codeOf(processWithdraw(money.deps, admin, { id })),
        codeOf(processWithdraw(money.deps, admin, { id })),
      ]);
      expect(results.sort()).toEqual(['CONFLICT', 'resolved']);
      expect(await money.deps.withdraws.get(id)).toMatchObject({
        processed: true,
        procesDate: new Date(NOW).toISOString(),
      });
      expect(await money.balanceOf(driver.uid)).toBe(5);
    });
  });

  describe('card payments and the callback', () => {
    async function aPendingCardTrip(overrides: Partial<Booking> = {}) {
      const rider = await money.aUser('rider', 0);
      const driver = await money.aUser('driver', 0);
      const booking = await money.aBooking({
        customer: rider.uid,
        driver: driver.uid,
        trip_cost: 25,
        convenience_fees: 2.5,
        discount_amount: 3,
        ...overrides,
      });
      return { rider, driver, booking };
    }

    const callback = (body: object, { key = TEST_KEY, at = NOW } = {}) => {
      const text = JSON.stringify(body);
      return handlePaymentCallback(money.deps, {
        method: 'POST',
        path: '/test',
        headers: { 'Wayfare-Signature': signTestCallback(key, text, Math.floor(at / 1000)) },
        body: text,
      });
    };
    const paid = (bookingId: string, amountMinor: number, transaction = 'tx-1') => ({
      order_id: bookingId,
      amount_minor: amountMinor,
      currency: 'USD',
      transaction_id: transaction,
      outcome: 'paid',
    });

    it('gives the rider the provider form for exactly what the server says it owes', async () => {
      const { rider, booking } = await aPendingCardTrip();
      const form = await payNow(money.deps, rider, { bookingId: booking.id, provider: 'test' });
      expect(form).toMatchObject({ provider: 'test', url: 'http://pay.test/page' });
      expect(JSON.parse(form.fields)).toMatchObject({
        order_id: booking.id,
        amount_minor: 2200,
        currency: 'USD',
        quantity: 1,
      });
      expect((await money.deps.bookings.getById(booking.id))!.booking).toMatchObject({
        gateway: 'test',
        status: 'PENDING',
      });
    });

    it('refuses pay now to another rider, a driver, an unknown provider and a booking not PENDING', async () => {
      const { booking, driver } = await aPendingCardTrip();
      const other = await money.aUser('rider');
      expect(await codeOf(payNow(money.deps, other, { bookingId: booking.id, provider: 'test' }))).toBe(
        'FORBIDDEN',
      );
      expect(await codeOf(payNow(money.deps, driver, { bookingId: booking.id, provider: 'test' }))).toBe(
        'FORBIDDEN',
      );
      const own = await aPendingCardTrip({ status: 'STARTED' });
      expect(
        await codeOf(payNow(money.deps, own.rider, { bookingId: own.booking.id, provider: 'test' })),
      ).toBe('CONFLICT');
      expect(
        await codeOf(payNow(money.deps, own.rider, { bookingId: own.booking.id, provider: 'paypal' })),
      ).toBe('VALIDATION');
    });

    it('settles a verified callback once, however often and however concurrently it arrives', async () => {
      const { rider, driver, booking } = await aPendingCardTrip();
      await payNow(money.deps, rider, { bookingId: booking.id, provider: 'test' });
      const responses = await Promise.all(Array.from({ length: 6 }, () => callback(paid(booking.id, 2200))));
      const outcomes = responses.map((r) => JSON.parse(r.body).outcome as string);
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      expect(outcomes.filter((o) => o === 'settled')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'already-settled')).toHaveLength(5);
      const replay = await callback(paid(booking.id, 2200));
      expect(JSON.parse(replay.body).outcome).toBe('already-settled');
      const settled = (await money.deps.bookings.getById(booking.id))!.booking;
      expect(settled).toMatchObject({
        status: 'PAID',
        payment_mode: 'card',
        gateway: 'test',
        customer_paid: 22,
        cardPaymentAmount: 22,
        cashPaymentAmount: 0,
        usedWalletMoney: 0,
        driver_share: 22.5,
      });
      expect(await money.balanceOf(driver.uid)).toBe(22.5);
      expect((await walletHistory(money.deps, driver, {})).items).toHaveLength(1);
      // product.md §4: PAID tells the rider the ride is completed, once, in the inbox as on the phone.
      const { items } = await money.deps.inbox.list(rider.uid, {});
      expect(items.map((notice) => notice.body)).toEqual(['ride_completed']);
      expect(items[0]).toMatchObject({ bookingId: booking.id });
    });

    it('settles nothing for a forged, stale, mismatched or declined callback', async () => {
      const { rider, driver, booking } = await aPendingCardTrip();
      await payNow(money.deps, rider, { bookingId: booking.id, provider: 'test' });
      const forged = await callback(paid(booking.id, 2200), { key: 'guessed' });
      const stale = await callback(paid(booking.id, 2200), { at: NOW - 3_600_000 });
      const short = await callback(paid(booking.id, 2100));
      const otherCurrency = await callback({ ...paid(booking.id, 2200), currency: 'EUR' });
      const declined = await callback({ ...paid(booking.id, 2200), outcome: 'declined' });
      const unsigned = await handlePaymentCallback(money.deps, {
        method: 'POST',
        path: '/test',
        headers: {},
        body: JSON.stringify(paid(booking.id, 2200)),
      });
      expect([forged, stale, unsigned].map((r) => r.statusCode)).toEqual([400, 400, 400]);
      expect([short, otherCurrency, declined].map((r) => JSON.parse(r.body).outcome)).toEqual([
        'refused',
        'refused',
        'declined',
      ]);
      expect((await money.deps.bookings.getById(booking.id))!.booking.status).toBe('PENDING');
      expect(await money.balanceOf(driver.uid)).toBe(0);
      expect(money.warnings).toEqual(
        expect.arrayContaining([
          'Payment callback with no valid signature',
          'Payment callback amount mismatch',
        ]),
      );
    });

    it('refuses a callback for a booking the rider never sent to that provider', async () => {
      const { booking } = await aPendingCardTrip();
      const response = await callback(paid(booking.id, 2200));
      expect(JSON.parse(response.body).outcome).toBe('refused');
      expect((await money.deps.bookings.getById(booking.id))!.booking.status).toBe('PENDING');
    });
  });

  describe('a card payment the booking no longer needs (docs/money.md)', () => {
    const callback = (bookingId: string, transaction: string, amountMinor = 2200) => {
      const text = JSON.stringify({
        order_id: bookingId,
        amount_minor: amountMinor,
        currency: 'USD',
        transaction_id: transaction,
        outcome: 'paid',
      });
      return handlePaymentCallback(money.deps, {
        method: 'POST',
        path: '/test',
        headers: { 'Wayfare-Signature': signTestCallback(TEST_KEY, text, Math.floor(NOW / 1000)) },
        body: text,
      });
    };
    const outcomeOf = async (response: ReturnType<typeof callback>) =>
      JSON.parse((await response).body).outcome;

    it('gives an approval arriving after a wallet payment back to the wallet, once, and lists it on the booking', async () => {
      const rider = await money.aUser('rider', 30);
      const driver = await money.aUser('driver', 0);
      const booking = await money.aBooking({
        customer: rider.uid,
        driver: driver.uid,
        trip_cost: 25,
        convenience_fees: 2.5,
        discount_amount: 3,
      });
      await payNow(money.deps, rider, { bookingId: booking.id, provider: 'test' });
      await payFromWallet(money.deps, rider, { bookingId: booking.id });
      expect(await money.balanceOf(rider.uid)).toBe(8);

      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => outcomeOf(callback(booking.id, 'tx-late'))),
      );
      expect(outcomes.sort()).toEqual(['already-settled', 'already-settled', 'already-settled', 'credited']);
      expect(await outcomeOf(callback(booking.id, 'tx-late'))).toBe('already-settled');
      expect(await money.balanceOf(rider.uid)).toBe(30);
      const stored = (await money.deps.bookings.getById(booking.id))!.booking;
      expect(stored).toMatchObject({ status: 'PAID', usedWalletMoney: 22, cardPaymentAmount: 0 });
      expect(stored.returnedPayments).toEqual([
        { provider: 'test', transactionId: 'tx-late', amount: 22, at: expect.any(Number) },
      ]);
      const history = (await walletHistory(money.deps, rider, {})).items;
      expect(history.filter((entry) => entry.txRef === booking.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'Withdraw', amount: 22, balance: 8 }),
          expect.objectContaining({ type: 'Credit', amount: 22, balance: 30 }),
        ]),
      );
      // The driver was paid once, by the wallet payment.
      expect(await money.balanceOf(driver.uid)).toBe(22.5);
      // The back office reads it in the rider's history too.
      expect((await walletHistory(money.deps, admin, { uid: rider.uid })).items).toContainEqual(
        expect.objectContaining({ type: 'Credit', txRef: booking.id }),
      );
    });

    it('gives back a second card payment of a booking paid by card, and one for a cancelled booking', async () => {
      const rider = await money.aUser('rider', 0);
      const paidTwice = await money.aBooking({ customer: rider.uid, trip_cost: 25, discount_amount: 3 });
      await payNow(money.deps, rider, { bookingId: paidTwice.id, provider: 'test' });
      expect(await outcomeOf(callback(paidTwice.id, 'tx-a'))).toBe('settled');
      expect(await outcomeOf(callback(paidTwice.id, 'tx-b'))).toBe('credited');
      expect(await outcomeOf(callback(paidTwice.id, 'tx-a'))).toBe('already-settled');
      expect(await money.balanceOf(rider.uid)).toBe(22);

      const cancelled = await money.aBooking({
        customer: rider.uid,
        trip_cost: 25,
        discount_amount: 3,
        status: 'CANCELLED',
        gateway: 'test',
      });
      expect(await outcomeOf(callback(cancelled.id, 'tx-c'))).toBe('credited');
      expect(await money.balanceOf(rider.uid)).toBe(44);
      // Not what the booking asked for: the operator reconciles it at the provider.
      expect(await outcomeOf(callback(cancelled.id, 'tx-d', 9900))).toBe('refused');
      expect(await money.balanceOf(rider.uid)).toBe(44);
    });
  });

  describe('paying from the wallet', () => {
    it('debits the rider and credits the driver with the booking, in one write', async () => {
      const rider = await money.aUser('rider', 30);
      const driver = await money.aUser('driver', 1);
      const booking = await money.aBooking({
        customer: rider.uid,
        driver: driver.uid,
        payment_mode: 'wallet',
      });
      const paidBooking = await payFromWallet(money.deps, rider, { bookingId: booking.id });
      expect(paidBooking).toMatchObject({
        status: 'PAID',
        usedWalletMoney: 25,
        customer_paid: 25,
        driver_share: 22.5,
      });
      expect(await money.balanceOf(rider.uid)).toBe(5);
      expect(await money.balanceOf(driver.uid)).toBe(23.5);
      const [debit] = (await walletHistory(money.deps, rider, {})).items;
      expect(debit).toMatchObject({ type: 'Withdraw', amount: 25, balance: 5, txRef: booking.id });
      expect(await codeOf(payFromWallet(money.deps, rider, { bookingId: booking.id }))).toBe('CONFLICT');
      expect(await money.balanceOf(rider.uid)).toBe(5);
    });

    it("credits the referrer's bonus once, with the referred rider's first paid trip, even when two settle at once", async () => {
      await money.setSettings({ bonus: 4 });
      const referrer = await money.aUser('rider', 0);
      const rider = await money.aUser('rider', 100, { signupViaReferral: referrer.uid });
      const driver = await money.aUser('driver', 0);
      const trips = await Promise.all(
        [1, 2, 3].map(() =>
          money.aBooking({ customer: rider.uid, driver: driver.uid, payment_mode: 'wallet' }),
        ),
      );
      // Two settle concurrently: one carries the bonus, the other finds it posted and pays anyway.
      await Promise.all(
        trips.slice(0, 2).map(({ id }) => payFromWallet(money.deps, rider, { bookingId: id })),
      );
      await payFromWallet(money.deps, rider, { bookingId: trips[2].id });
      expect(await money.balanceOf(rider.uid)).toBe(25);
      expect(await money.balanceOf(referrer.uid)).toBe(4);
      const entries = (await walletHistory(money.deps, referrer, {})).items;
      expect(entries).toEqual([
        expect.objectContaining({
          type: 'Credit',
          amount: 4,
          balance: 4,
          txRef: 'Referral',
          id: `referral#${rider.uid}`,
        }),
      ]);
    });

    it("settles a referred rider's trip without a bonus when the referrer is gone", async () => {
      await money.setSettings({ bonus: 4 });
      const rider = await money.aUser('rider', 30, { signupViaReferral: 'deleted-user' });
      const driver = await money.aUser('driver', 0);
      const booking = await money.aBooking({
        customer: rider.uid,
        driver: driver.uid,
        payment_mode: 'wallet',
      });
      await expect(payFromWallet(money.deps, rider, { bookingId: booking.id })).resolves.toMatchObject({
        status: 'PAID',
      });
    });

    it('refuses with INSUFFICIENT_FUNDS and changes nothing when the balance is short', async () => {
      const rider = await money.aUser('rider', 24.99);
      const driver = await money.aUser('driver', 0);
      const booking = await money.aBooking({
        customer: rider.uid,
        driver: driver.uid,
        payment_mode: 'wallet',
      });
      expect(await codeOf(payFromWallet(money.deps, rider, { bookingId: booking.id }))).toBe(
        'INSUFFICIENT_FUNDS',
      );
      expect((await money.deps.bookings.getById(booking.id))!).toMatchObject({
        version: 1,
        booking: { status: 'PENDING' },
      });
      expect([await money.balanceOf(rider.uid), await money.balanceOf(driver.uid)]).toEqual([24.99, 0]);
    });

    it('refuses another rider and a driver', async () => {
      const rider = await money.aUser('rider', 50);
      const booking = await money.aBooking({ customer: rider.uid });
      const other = await money.aUser('rider', 50);
      const driver = await money.aUser('driver', 50);
      expect(await codeOf(payFromWallet(money.deps, other, { bookingId: booking.id }))).toBe('FORBIDDEN');
      expect(await codeOf(payFromWallet(money.deps, driver, { bookingId: booking.id }))).toBe('FORBIDDEN');
      expect(await money.balanceOf(other.uid)).toBe(50);
    });
  });

  describe('promos', () => {
    const input = {
      promo_name: 'LAST3',
      promo_description: 'Three uses',
      promo_discount_type: 'percentage',
      promo_discount_value: 10,
      max_promo_discount_value: 4,
      min_order: 10,
      promo_validity: NOW + 86_400_000,
      promo_usage_limit: 3,
    };

    it('gives the last uses to exactly as many riders as the limit allows', async () => {
      const promo = await addPromo(money.deps, admin, input);
      const riders = await Promise.all(Array.from({ length: 10 }, () => money.aUser('rider')));
      const results = await Promise.all(
        riders.map((rider, i) =>
          redeemPromo(money.deps, {
            promoId: promo.id,
            rider: rider.uid,
            order: toMoney(50),
            bookingId: `b-${i}`,
            at: NOW,
            decimal: 2,
          }).then(
            ({ discount }) => discount,
            (error: { code: string }) => error.code,
          ),
        ),
      );
      expect(results.filter((r) => r === toMoney(4))).toHaveLength(3);
      expect(results.filter((r) => r === 'VALIDATION')).toHaveLength(7);
      expect(
        (await listPromos(money.deps, admin, { limit: 100 })).items.find((p) => p.id === promo.id),
      ).toMatchObject({
        user_avail: 3,
      });
    });

    it('applies minimum order and validity on the server', async () => {
      const promo = await addPromo(money.deps, admin, { ...input, promo_name: 'MIN' });
      const rider = await money.aUser('rider');
      const redeem = (order: number, at: number) =>
        codeOf(
          redeemPromo(money.deps, {
            promoId: promo.id,
            rider: rider.uid,
            order: toMoney(order),
            bookingId: 'b',
            at,
            decimal: 2,
          }),
        );
      expect(await redeem(9.99, NOW)).toBe('VALIDATION');
      expect(await redeem(50, NOW + 2 * 86_400_000)).toBe('VALIDATION');
      expect(await redeem(50, NOW)).toBe('resolved');
      expect(await redeem(50, NOW)).toBe('VALIDATION');
    });

    it('is edited only by admins, and not under the demo lock', async () => {
      const rider = await money.aUser('rider');
      const fleet = await money.aUser('fleetadmin');
      expect(await codeOf(addPromo(money.deps, rider, input))).toBe('FORBIDDEN');
      expect(await codeOf(listPromos(money.deps, fleet, {}))).toBe('FORBIDDEN');
      const promo = await addPromo(money.deps, admin, { ...input, promo_name: 'EDIT' });
      expect(
        await updatePromo(money.deps, admin, { id: promo.id, input: { ...input, promo_name: 'EDITED' } }),
      ).toMatchObject({
        promo_name: 'EDITED',
      });
      await money.setSettings({ AllowCriticalEditsAdmin: false });
      expect(await codeOf(updatePromo(money.deps, admin, { id: promo.id, input }))).toBe('DEMO_MODE');
      expect(await codeOf(deletePromo(money.deps, admin, { id: promo.id }))).toBe('DEMO_MODE');
      await money.setSettings({ AllowCriticalEditsAdmin: true });
      expect(await deletePromo(money.deps, admin, { id: promo.id })).toBe(promo.id);
      expect(await money.deps.promos.get(promo.id)).toBeNull();
    });
  });

  describe('earnings', () => {
    it('match a recomputation from the settled bookings; a fleet admin sees only its fleet', async () => {
      const fleet = await money.aUser('fleetadmin');
      const other = await money.aUser('fleetadmin');
      const day = 86_400_000;
      const bookings: Booking[] = [];
      const statuses = ['PAID', 'COMPLETE', 'CANCELLED', 'PENDING'] as const;
      for (let i = 0; i < 24; i += 1) {
        bookings.push(
          await money.aBooking({
            status: statuses[i % 4],
            tripdate: NOW - (i % 6) * 13 * day - (i % 3) * 3_600_000,
            trip_cost: 10 + i * 1.15,
            convenience_fees: 1 + (i % 5) * 0.35,
            discount_amount: i % 3 === 0 ? 0.5 : 0,
            driver: `driver-${i % 3}`,
            driver_name: `Driver ${i % 3}`,
            vehicle_number: `V${i % 3}`,
            driver_share: 9 + i,
            fleetadmin: i % 2 === 0 ? fleet.uid : other.uid,
          }),
        );
      }
      // What the table stream does for every settled image (test/integration/data/twin-streams.test.ts).
      for (const booking of bookings.filter((b) => b.status === 'PAID' || b.status === 'COMPLETE')) {
        await money.deps.earnings.count(booking, ZONE, new Date(NOW));
      }
      const settings = { now: NOW, timeZone: ZONE, decimal: 2 };
      const { currency, ...gross } = await grossEarnings(money.deps, admin);
      expect(currency).toBe('USD');
      expect(gross).toEqual(recomputeGross(bookings, settings));
      const fleetGross = await grossEarnings(money.deps, fleet);
      expect({ ...fleetGross, currency: undefined }).toEqual({
        ...recomputeGross(
          bookings.filter((b) => b.fleetadmin === fleet.uid),
          settings,
        ),
        currency: undefined,
      });
      const report = (await earningReports(money.deps, admin, { limit: 100 })).items;
      expect(report.map(({ convenienceFees: _fees, tips: _tips, ...row }) => row)).toEqual(
        recomputeEarningReport(bookings, { timeZone: ZONE, decimal: 2 }),
      );
      // None of these trips was tipped (tips are counted in tips.test.ts).
      expect(report.map((row) => row.tips)).toEqual(report.map(() => 0));
      const drivers = (await driverEarnings(money.deps, fleet, { limit: 100 })).items;
      const expected = recomputeDriverEarnings(
        bookings.filter((b) => b.fleetadmin === fleet.uid),
        { timeZone: ZONE, decimal: 2 },
      );
      const byKey = (rows: { year: number; monthsName: string; driver: string }[]) =>
        [...rows].sort((a, b) =>
          `${a.year}${a.monthsName}${a.driver}`.localeCompare(`${b.year}${b.monthsName}${b.driver}`),
        );
      expect(byKey(drivers)).toEqual(byKey(expected));
    });

    it('are refused to riders and drivers, and the report to fleet admins', async () => {
      const rider = await money.aUser('rider');
      const driver = await money.aUser('driver');
      const fleet = await money.aUser('fleetadmin');
      for (const caller of [rider, driver]) {
        expect(await codeOf(grossEarnings(money.deps, caller))).toBe('FORBIDDEN');
        expect(await codeOf(driverEarnings(money.deps, caller, {}))).toBe('FORBIDDEN');
      }
      expect(await codeOf(earningReports(money.deps, fleet, {}))).toBe('FORBIDDEN');
    });
  });
});
