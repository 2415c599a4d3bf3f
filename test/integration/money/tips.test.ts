/**
 * A rider's tip after a paid trip (docs/money.md, "Tips"), against DynamoDB Local: who may tip,
 * the bounds, once per booking (also concurrently), the wallet's one transaction, the card's
 * provider callback (replayed, concurrent, a second payment), and the driver's earnings.
 */
import type { Booking } from '@wayfare/shared';
import { signTestCallback } from '@wayfare/lambdas/src/adapters/payments/test.gateway';
import type { Caller } from '@wayfare/lambdas/src/access/caller';
import { earningReports, myEarnings, myTripEarnings } from '@wayfare/lambdas/src/money/earnings';
import { handlePaymentCallback } from '@wayfare/lambdas/src/money/payment-callback';
import { tipDriver } from '@wayfare/lambdas/src/money/tips';
import { walletHistory } from '@wayfare/lambdas/src/money/wallet';
import { NOW, startMoneyTable, TEST_KEY, type MoneyTable } from './money-table';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; messageKey?: string; message: string }) =>
      error.messageKey ? `${error.code}/${error.messageKey}` : error.message,
  );

describe('tips', () => {
  let money: MoneyTable;

  beforeAll(async () => {
    money = await startMoneyTable();
    await money.setSettings({ tipAmounts: '2|5|10', tipMax: 20 });
  }, 300_000);
  afterAll(() => money?.close());

  /** A paid trip of a new rider (wallet balance given) and a new driver, both with a wallet. */
  async function aPaidTrip(mode: 'wallet' | 'card' | 'cash', riderBalance = 0, extra: Partial<Booking> = {}) {
    const rider = await money.aUser('rider', riderBalance);
    const driver = await money.aUser('driver', 1);
    const booking = await money.aBooking({
      customer: rider.uid,
      driver: driver.uid,
      status: 'PAID',
      payment_mode: mode,
      gateway: mode === 'card' ? 'test' : undefined,
      driver_share: 22.5,
      customer_paid: 25,
      ...extra,
    });
    return { rider, driver, booking };
  }

  const tip = (caller: Caller, bookingId: string, amount: number) =>
    tipDriver(money.deps, caller, { bookingId, amount });
  const stored = async (id: string) => (await money.deps.bookings.getById(id))!.booking;

  /** The test provider's signed callback for a tip order, as its page sends it. */
  const callback = (order: string, transaction: string, amountMinor: number, outcome = 'paid') => {
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

  describe('from the wallet', () => {
    it("moves the whole tip from the rider's wallet to the driver's, with the booking, once", async () => {
      const { rider, driver, booking } = await aPaidTrip('wallet', 12);
      const announced = jest.spyOn(money.deps, 'announcePayment');
      const { booking: tipped, form } = await tip(rider, booking.id, 5);
      expect(form).toBeUndefined();
      expect(tipped.tip).toBe(5);
      // Published as a card tip's callback publishes it (the booking subscription of both parties).
      expect(announced.mock.calls.map(([saved]) => [saved.booking.id, saved.booking.tip])).toEqual([
        [booking.id, 5],
      ]);
      announced.mockRestore();
      expect((await stored(booking.id)).tip).toBe(5);
      expect(await money.balanceOf(rider.uid)).toBe(7);
      expect(await money.balanceOf(driver.uid)).toBe(6);
      const [paid] = (await walletHistory(money.deps, rider, {})).items;
      expect(paid).toMatchObject({
        type: 'Withdraw',
        amount: 5,
        balance: 7,
        txRef: booking.id,
        purpose: 'TIP',
      });
      const [earned] = (await walletHistory(money.deps, driver, {})).items;
      expect(earned).toMatchObject({ type: 'Credit', amount: 5, balance: 6, purpose: 'TIP_EARNING' });
      expect(await failureOf(tip(rider, booking.id, 2))).toBe('CONFLICT/tip_already_given');
      expect(await money.balanceOf(rider.uid)).toBe(7);
    });

    it('tips a COMPLETE (rated) trip too', async () => {
      const { rider, booking } = await aPaidTrip('wallet', 3, { status: 'COMPLETE', rating: 5 });
      expect((await tip(rider, booking.id, 2.5)).booking.tip).toBe(2.5);
    });

    it('lets one of two tips sent at once through; the other is told the trip was tipped', async () => {
      const { rider, driver, booking } = await aPaidTrip('wallet', 30);
      const outcomes = await Promise.all(
        [2, 5, 10].map((amount) => failureOf(tip(rider, booking.id, amount))),
      );
      expect(outcomes.filter((outcome) => outcome === 'resolved')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'CONFLICT/tip_already_given')).toHaveLength(2);
      const { tip: given } = await stored(booking.id);
      expect(await money.balanceOf(rider.uid)).toBe(30 - given!);
      expect(await money.balanceOf(driver.uid)).toBe(1 + given!);
    });

    it('refuses a tip the wallet does not cover, writing nothing', async () => {
      const { rider, driver, booking } = await aPaidTrip('wallet', 4);
      expect(await failureOf(tip(rider, booking.id, 5))).toBe('INSUFFICIENT_FUNDS/insufficient_balance');
      expect((await stored(booking.id)).tip).toBeUndefined();
      expect(await money.balanceOf(rider.uid)).toBe(4);
      expect(await money.balanceOf(driver.uid)).toBe(1);
      expect((await walletHistory(money.deps, rider, {})).items).toEqual([]);
    });

    it('refuses zero, above the largest tip and finer than the currency', async () => {
      const { rider, booking } = await aPaidTrip('wallet', 100);
      expect(await failureOf(tip(rider, booking.id, 0))).toBe('VALIDATION/amount_above_zero');
      expect(await failureOf(tip(rider, booking.id, 20.01))).toBe('VALIDATION/tip_above_maximum');
      expect(await failureOf(tip(rider, booking.id, 1.005))).toBe('VALIDATION/amount_too_precise');
      expect(await money.balanceOf(rider.uid)).toBe(100);
      expect((await tip(rider, booking.id, 20)).booking.tip).toBe(20);
    });
  });

  describe('who and which trips', () => {
    it('refuses another rider, the driver, a fleet admin and an admin', async () => {
      const { driver, booking } = await aPaidTrip('wallet', 50);
      expect(await failureOf(tip(await money.aUser('rider', 50), booking.id, 2))).toBe(
        'FORBIDDEN/not_permitted',
      );
      for (const caller of [driver, await money.aUser('fleetadmin', 50), await money.aUser('admin', 50)])
        expect(await failureOf(tip(caller, booking.id, 2))).toBe('FORBIDDEN/not_permitted');
      expect((await stored(booking.id)).tip).toBeUndefined();
    });

    it('refuses a cash trip and a trip not paid yet', async () => {
      const cash = await aPaidTrip('cash', 50);
      expect(await failureOf(tip(cash.rider, cash.booking.id, 2))).toBe('VALIDATION/tip_not_for_cash');
      const unpaid = await aPaidTrip('wallet', 50, { status: 'STARTED' });
      expect(await failureOf(tip(unpaid.rider, unpaid.booking.id, 2))).toBe('CONFLICT/invalid_transition');
      expect(await money.balanceOf(unpaid.rider.uid)).toBe(50);
    });
  });

  describe('by card', () => {
    it("asks the trip's provider for exactly the tip and pays the driver once, whatever the callbacks", async () => {
      const { rider, driver, booking } = await aPaidTrip('card');
      const { booking: asked, form } = await tip(rider, booking.id, 5);
      expect(asked.tip).toBeUndefined();
      expect(form).toMatchObject({ provider: 'test' });
      expect(JSON.parse(form!.fields)).toMatchObject({
        order_id: `tip-${booking.id}`,
        amount_minor: 500,
        currency: 'USD',
      });
      expect(await money.balanceOf(driver.uid)).toBe(1);
      // The form may be asked again for the same tip (the rider left the provider's page); not another tip.
      expect(JSON.parse((await tip(rider, booking.id, 5)).form!.fields)).toMatchObject({ amount_minor: 500 });
      expect(await failureOf(tip(rider, booking.id, 10))).toBe('CONFLICT/tip_already_given');

      const announced = jest.spyOn(money.deps, 'announcePayment');
      expect(await callback(`tip-${booking.id}`, 'tx-1', 700)).toBe('refused');
      expect(await callback(`tip-${booking.id}`, 'tx-0', 500, 'declined')).toBe('declined');
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => callback(`tip-${booking.id}`, 'tx-1', 500)));
      expect(outcomes.sort()).toEqual(['already-settled', 'already-settled', 'already-settled', 'settled']);
      expect(await callback(`tip-${booking.id}`, 'tx-1', 500)).toBe('already-settled');
      expect(await stored(booking.id)).toMatchObject({ tip: 5, tipCard: { transactionId: 'tx-1' } });
      // The settled tip is published once (the booking subscription), the refusals and replays not.
      expect(announced.mock.calls.map(([saved]) => saved.booking.tip)).toEqual([5]);
      announced.mockRestore();
      expect(await money.balanceOf(driver.uid)).toBe(6);
      expect(await failureOf(tip(rider, booking.id, 5))).toBe('CONFLICT/tip_already_given');
    });

    it("gives a second card payment of a tip back to the rider's wallet, once", async () => {
      const { rider, driver, booking } = await aPaidTrip('card');
      await tip(rider, booking.id, 2);
      expect(await callback(`tip-${booking.id}`, 'tx-a', 200)).toBe('settled');
      expect(await callback(`tip-${booking.id}`, 'tx-b', 200)).toBe('credited');
      expect(await callback(`tip-${booking.id}`, 'tx-b', 200)).toBe('already-settled');
      expect(await money.balanceOf(rider.uid)).toBe(2);
      expect(await money.balanceOf(driver.uid)).toBe(3);
      expect((await stored(booking.id)).returnedPayments).toMatchObject([
        { transactionId: 'tx-b', amount: 2 },
      ]);
    });

    it('refuses a tip callback for a booking with no tip asked', async () => {
      const { driver, booking } = await aPaidTrip('card');
      expect(await callback(`tip-${booking.id}`, 'tx-x', 500)).toBe('refused');
      expect(await money.balanceOf(driver.uid)).toBe(1);
    });
  });

  it("counts the whole tip in the driver's earnings, today, this week and on the trip, and in the report", async () => {
    const { rider, driver, booking } = await aPaidTrip('wallet', 10);
    const zone = (await money.deps.settings.get())!.timezone;
    await money.deps.earnings.count(await stored(booking.id), zone, new Date(NOW));
    const before = await myEarnings(money.deps, driver);
    const reportBefore = (await earningReports(money.deps, await money.aUser('admin'), {})).items[0]!;
    await tip(rider, booking.id, 4);
    const tipped = await stored(booking.id);
    expect(await money.deps.earnings.count(tipped, zone, new Date(NOW))).toBe(true);
    // A redelivered record counts nothing twice.
    expect(await money.deps.earnings.count(tipped, zone, new Date(NOW))).toBe(false);
    expect(await myEarnings(money.deps, driver)).toMatchObject({
      today: before.today + 4,
      todayRides: before.todayRides,
      thisWeek: before.thisWeek + 4,
    });
    expect((await myTripEarnings(money.deps, driver, {})).items).toEqual([
      expect.objectContaining({ bookingId: booking.id, driverShare: 26.5, tip: 4, tripCost: 25 }),
    ]);
    const report = (await earningReports(money.deps, await money.aUser('admin'), {})).items[0]!;
    expect(report.tips).toBe(reportBefore.tips + 4);
    expect(report.convenienceFees).toBe(reportBefore.convenienceFees);
  });
});
