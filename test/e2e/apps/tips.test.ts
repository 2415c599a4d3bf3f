/**
 * Tipping the driver after a paid trip, rider and driver on two phones (docs/money.md, "Tips"):
 * a wallet trip is tipped with one of the operator's presets, the rider's screen says so and
 * offers no second tip, the driver's open trip screen shows the tip live, and the driver's
 * earnings show the tip with the trip. A card trip's tip is
 * paid on the provider's page; the rider's trip screen left open in another tab shows it as soon
 * as the provider's callback settles it, without a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { describeInBrowser } from '../support/browser';
import {
  bookRide,
  PHONE_390,
  putDriverOnline,
  signInTo,
  STEP_TIMEOUT,
  useTwoPhones,
  waitForStatus,
} from './support';

/** A test that drives a whole trip: booking, four driver steps, payment and the tip. */
const TRIP_TIMEOUT = 120_000;

describeInBrowser('tipping the driver after a paid trip, by wallet and by card', () => {
  const phones = useTwoPhones();
  let twin: Twin;
  let riderPhone: BrowserContext;
  let rider: Page;
  let driver: Page;
  beforeAll(() => ({ twin, riderPhone, rider, driver } = phones));

  /** The driver takes the offer and drives the trip to the drop, the rider reading out the otp. */
  async function drive() {
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await driver.getByTestId('next-step').click();
    await waitForStatus(rider, 'ARRIVED');
    await driver.getByTestId('otp-input').fill(await rider.getByTestId('ride-otp').innerText());
    await driver.getByTestId('next-step').click();
    await waitForStatus(driver, 'STARTED');
    await driver.getByTestId('next-step').click();
    await driver.getByTestId('confirm-step').click();
  }

  it('puts the driver online', () => putDriverOnline(driver, twin.outputs));

  it('signs the rider in', async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
  });

  it(
    'tips a wallet trip with a preset: the screen confirms it and offers no second tip',
    async () => {
      await bookRide(rider, 'wallet');
      await drive();
      await waitForStatus(rider, 'PAID');
      await waitForStatus(driver, 'PAID');
      // The driver's trip screen stays open, marked so that a reload would show.
      await driver.evaluate(() => Object.assign(window, { notReloaded: true }));
      const prompt = rider.getByTestId('tip-prompt');
      await prompt.waitFor({ timeout: STEP_TIMEOUT });
      // The demo's presets are 2|5|10.
      await prompt.getByTestId('tip-preset').filter({ hasText: '$2.00' }).click();
      await rider.getByTestId('tip-given').waitFor({ timeout: STEP_TIMEOUT });
      expect(await rider.getByTestId('tip-given').innerText()).toBe('You tipped $2.00. Thank you!');
      // The wallet tip is published with the booking: the driver sees it live.
      await driver.getByTestId('tip-received').waitFor({ timeout: STEP_TIMEOUT });
      expect(await driver.getByTestId('tip-received').innerText()).toBe(
        'The rider tipped you $2.00. Thank you!',
      );
      expect(await driver.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(await rider.getByTestId('tip-prompt').count()).toBe(0);
      // Still so after a reload: the server holds the tip, and a tip is given once.
      await rider.reload();
      await rider.getByTestId('tip-given').waitFor({ timeout: STEP_TIMEOUT });
      expect(await rider.getByTestId('tip-preset').count()).toBe(0);
      expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_390.width,
      );
    },
    TRIP_TIMEOUT,
  );

  it("shows the tip in the driver's earnings, with the trip", async () => {
    await driver.goto('/drive/money');
    const tip = driver.getByTestId('earnings').getByTestId('trip-tip').first();
    await tip.waitFor({ timeout: STEP_TIMEOUT });
    expect(await tip.innerText()).toContain('tip $2.00 included');
  });

  it(
    "updates the rider's open trip screen live when the provider's callback settles a card tip",
    async () => {
      await driver.goto('/drive');
      await driver.getByTestId('online-switch').waitFor();
      const trip = await bookRide(rider, 'card');
      await drive();
      await waitForStatus(rider, 'PENDING');
      await rider.getByTestId('pay-provider').selectOption('test');
      await rider.getByTestId('pay-now').click();
      await rider.getByRole('button', { name: 'Approve' }).click();
      await rider.getByRole('link', { name: 'Back to the app' }).click();
      await waitForStatus(rider, 'PAID');

      // The same trip open in a second tab, marked so that a reload would show.
      const watcher = await riderPhone.newPage();
      phones.watch(watcher);
      await watcher.goto(trip);
      await watcher.getByTestId('tip-prompt').waitFor({ timeout: STEP_TIMEOUT });
      await watcher.evaluate(() => Object.assign(window, { notReloaded: true }));

      await rider.getByTestId('tip-prompt').getByTestId('tip-preset').filter({ hasText: '$5.00' }).click();
      await rider.waitForURL(`${twin.outputs.paymentsUrl}/**`);
      await rider.getByRole('button', { name: 'Approve' }).click();
      await watcher.getByTestId('tip-given').waitFor({ timeout: STEP_TIMEOUT });
      expect(await watcher.getByTestId('tip-given').innerText()).toBe('You tipped $5.00. Thank you!');
      expect(await watcher.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(await watcher.getByTestId('tip-prompt').count()).toBe(0);
    },
    TRIP_TIMEOUT,
  );
});
