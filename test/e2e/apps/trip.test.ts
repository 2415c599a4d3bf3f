/**
 * A real trip with two phones on the twin: a rider books, the driver (a second browser context)
 * gets the offer live, accepts, arrives, starts with the rider's otp and reaches; the rider sees
 * each step as it happens and the driver move on the map with an ETA (and is told when it is
 * arriving), the two chat, the cash trip
 * settles after the driver confirms the drop and the rider rates it. A reload mid-trip shows the
 * server's state; the driver is still online after the trip, and after a reload. The rider shares
 * the trip: a third, signed-out phone opens the link, follows the driver live and is told when the
 * trip has ended.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { describeInBrowser } from '../support/browser';
import {
  bookRide,
  PHONE_390,
  putDriverOnline,
  signInTo,
  STEP_TIMEOUT,
  TIMES_SQUARE,
  useTwoPhones,
  waitForStatus,
} from './support';

/** The driver starts a few blocks north of the rider and drives down Broadway. */
const UPTOWN = { latitude: 40.7615, longitude: -73.9838 };
const NEARLY_THERE = { latitude: 40.7596, longitude: -73.9847 };
const ON_FIFTH = { latitude: 40.7527, longitude: -73.9844 };

describeInBrowser('a trip from booking to rating, rider and driver side by side', () => {
  const phones = useTwoPhones({ driver: UPTOWN });
  let twin: Twin;
  let browser: Browser;
  let rider: Page;
  let driver: Page;
  let driverPhone: BrowserContext;
  /** A friend's phone, signed out, holding the rider's shared link. */
  let viewer: Page;
  beforeAll(() => ({ twin, browser, rider, driver, driverPhone } = phones));

  const status = (page: Page) => page.getByTestId('trip-status');
  /** Waits until the page's map shows the driver where the phone now is (no reload). */
  const waitForDriverAt = (page: Page, at: { latitude: number; longitude: number }) =>
    page.waitForSelector(
      `[data-testid="driver-marker"][data-lat="${at.latitude}"][data-lng="${at.longitude}"]`,
      {
        timeout: STEP_TIMEOUT,
        state: 'attached',
      },
    );
  const waitForEta = (page: Page, stop: 'pickup' | 'drop') =>
    page.waitForSelector(`[data-testid="trip-eta"][data-stop="${stop}"]`, { timeout: STEP_TIMEOUT });

  it('puts the driver online near the pickup, and keeps it online across a reload', async () => {
    await putDriverOnline(driver, twin.outputs);
    await driver.reload();
    await driver
      .locator('[data-testid="presence"][data-presence="online"]')
      .waitFor({ timeout: STEP_TIMEOUT });
    expect(await driver.getByTestId('online-switch').isChecked()).toBe(true);
  });

  it('books a ride: pickup from the phone, drop typed and saved as home, then chosen as home, the quoted price', async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await rider.getByTestId('pickup-chosen').waitFor();
    // Suggestions come as the rider types; the keyboard picks one.
    const drop = rider.getByRole('combobox', { name: 'Drop' });
    await drop.pressSequentially('Empire Sta');
    await rider.getByRole('option', { name: /Empire State Building/ }).waitFor();
    expect(await drop.getAttribute('aria-expanded')).toBe('true');
    await drop.press('ArrowDown');
    await drop.press('Enter');
    expect(await rider.getByTestId('drop-chosen').innerText()).toContain('Empire State Building');

    // Saved on the server as home, so it is there after a reload, one tap away.
    await rider.getByTestId('save-home-drop').click();
    await rider.getByTestId('saved-home-add').filter({ hasText: 'Empire State Building' }).waitFor();
    await rider.reload();
    await rider.getByTestId('pickup-chosen').waitFor();
    expect(await rider.getByTestId('drop-chosen').count()).toBe(0);
    await rider.getByTestId('drop-search').focus();
    await rider.getByTestId('drop-shortcut').filter({ hasText: 'Home' }).click();
    expect(await rider.getByTestId('drop-chosen').innerText()).toContain('Empire State Building');

    await rider.getByTestId('car-economy').click();
    await rider.getByTestId('quote').waitFor();
    await rider.getByTestId('pay-cash').check();
    await rider.getByTestId('book').click();
    await rider.waitForURL(/\/ride\/trip\//);
    await waitForStatus(rider, 'NEW');
  });

  it('offers it to the driver live; the driver accepts and the rider sees the driver', async () => {
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    const card = driver.getByTestId('offer');
    expect(await card.innerText()).toContain('Empire State Building');
    // The card's figures are the server's: the way to the pickup, the driver's earning, the payment.
    expect(await card.getByTestId('offer-to-pickup').innerText()).toMatch(/^\d+(\.\d+)? km · about \d+ min$/);
    expect(await card.getByTestId('offer-earning').innerText()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await card.getByTestId('offer-payment').innerText()).toBe('Cash');
    // It counts down to the server's lapse time: the text changes by itself.
    const left = await card.getByTestId('offer-countdown').innerText();
    expect(left).toMatch(/^Offer ends in [01]:\d{2}$/);
    await driver.waitForFunction(
      (before) => document.querySelector('[data-testid="offer-countdown"]')?.textContent !== before,
      left,
      { timeout: STEP_TIMEOUT },
    );
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await waitForStatus(rider, 'ACCEPTED');
    expect(await rider.getByTestId('driver-name').innerText()).toContain('Dana');
    // How to spot the car, and a call to the driver's phone while the trip is under way.
    expect(await rider.getByTestId('driver-car').innerText()).toBe('White Toyota Prius');
    expect(await rider.getByTestId('driver-plate').innerText()).toBe('NYC-4821');
    expect(await rider.getByTestId('call-driver').getAttribute('href')).toBe('tel:+12125550102');
  });

  it('shares the trip: a signed-out phone opens the link and sees the driver and car, no phone number', async () => {
    await rider.getByTestId('share-link').click();
    // Headless Chromium has no share sheet: the link is copied or shown to copy, with a confirmation.
    await rider.getByTestId('share-outcome').waitFor();
    const link = await rider.getByTestId('shared-link').innerText();
    expect(link).toMatch(/\/share\/[^/]+$/);

    const friend = await browser.newContext({ viewport: PHONE_390, serviceWorkers: 'block' });
    viewer = await friend.newPage();
    phones.watch(viewer);
    await viewer.goto(link);
    await viewer.getByTestId('driver-name').waitFor({ timeout: STEP_TIMEOUT });
    expect(await viewer.getByTestId('driver-name').innerText()).toBe('Dana');
    expect(await viewer.getByTestId('driver-car').innerText()).toBe('White Toyota Prius');
    expect(await viewer.getByTestId('driver-plate').innerText()).toBe('NYC-4821');
    await waitForStatus(viewer, 'ACCEPTED');
    expect(await viewer.locator('a[href^="tel:"]').count()).toBe(0);
    expect(await viewer.locator('body').innerText()).not.toContain('+1212555');
  });

  it("moves the driver live on both maps while it drives to the pickup, with the server's ETA", async () => {
    // The trip screen sends the position at once: the rider sees where the driver is, and when it comes.
    await waitForDriverAt(rider, UPTOWN);
    await waitForEta(rider, 'pickup');
    expect(await rider.getByTestId('trip-eta').innerText()).toMatch(/About \d+ min to the pickup/);

    // Still about 400 m away: outside the demo's 300 m arriving fence, so no notice yet.
    expect(await rider.getByTestId('driver-arriving').count()).toBe(0);
    await driverPhone.setGeolocation(NEARLY_THERE);
    const moved = await waitForDriverAt(rider, NEARLY_THERE);
    // Driving south down Broadway: the arrow points roughly south.
    expect(Number(await moved.getAttribute('data-heading'))).toBeGreaterThan(135);
    expect(Number(await moved.getAttribute('data-heading'))).toBeLessThan(225);
    await waitForDriverAt(driver, NEARLY_THERE);
    // The shared link follows the driver too, without a reload.
    await waitForDriverAt(viewer, NEARLY_THERE);
    await waitForEta(viewer, 'pickup');
    // About 190 m from the pickup: the rider is told live that the driver is arriving.
    await rider.getByTestId('driver-arriving').waitFor({ timeout: STEP_TIMEOUT });
    expect(await rider.getByTestId('driver-arriving').innerText()).toBe(
      'Your driver is almost at the pickup point. Please get ready.',
    );
    await driverPhone.setGeolocation(TIMES_SQUARE);
    await waitForDriverAt(rider, TIMES_SQUARE);
  });

  it('arrives, starts with the otp the rider reads out, and reaches; the rider sees each step', async () => {
    await driver.getByTestId('next-step').click();
    await waitForStatus(driver, 'ARRIVED');
    await waitForStatus(rider, 'ARRIVED');
    // Arrived: the arriving notice gives way to the status.
    expect(await rider.getByTestId('driver-arriving').count()).toBe(0);

    // A reload mid-trip shows what the server has.
    await rider.reload();
    await waitForStatus(rider, 'ARRIVED');
    const otp = await rider.getByTestId('ride-otp').innerText();

    const wrong = [...otp].map((digit) => String((Number(digit) + 1) % 10)).join('');
    await driver.getByTestId('otp-input').fill(wrong);
    await driver.getByTestId('next-step').click();
    await driver.getByRole('alert').waitFor();
    await driver.getByTestId('otp-input').fill(otp);
    await driver.getByTestId('next-step').click();
    await waitForStatus(rider, 'STARTED');
  });

  it('follows the driver towards the drop once the trip has started', async () => {
    await driverPhone.setGeolocation(ON_FIFTH);
    await waitForDriverAt(rider, ON_FIFTH);
    await waitForEta(rider, 'drop');
    expect(await rider.getByTestId('trip-eta').innerText()).toMatch(/About \d+ min to the drop/);
  });

  it('lets rider and driver chat', async () => {
    await rider.getByTestId('chat-input').fill('I am by the red door');
    await rider.getByTestId('chat-send').click();
    await driver
      .getByTestId('chat-messages')
      .getByText('I am by the red door')
      .waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('chat-input').fill('See you in a minute');
    await driver.getByTestId('chat-send').click();
    await rider
      .getByTestId('chat-messages')
      .getByText('See you in a minute')
      .waitFor({ timeout: STEP_TIMEOUT });
  });

  it('reaches the drop after confirming: the cash trip settles, the driver collects it and the rider rates', async () => {
    const cash = await driver.getByTestId('cash-to-collect').innerText();
    expect(cash).toMatch(/\d/);
    await driver.getByTestId('next-step').click();
    expect(await driver.getByRole('alertdialog').innerText()).toContain(cash);
    await driver.getByTestId('confirm-step').click();
    await waitForStatus(rider, 'PAID');
    await waitForStatus(driver, 'PAID');
    // The trip is over: the shared link says so, live, and shows nothing of it any more.
    await viewer.getByTestId('share-ended').waitFor({ timeout: STEP_TIMEOUT });
    expect(await viewer.getByTestId('driver-name').count()).toBe(0);
    expect(await driver.getByTestId('cash-to-collect').count()).toBe(0);
    // The trip is over: no driver card, and nothing to call.
    expect(await rider.getByTestId('call-driver').count()).toBe(0);
    await rider.getByTestId('rate-5').click();
    await rider.getByTestId('rate-comment').fill('Smooth ride');
    await rider.getByTestId('rate-submit').click();
    await waitForStatus(rider, 'COMPLETE');
    expect(await status(rider).innerText()).toBe('Complete');
  });

  it('lets the driver rate the rider once the trip is over, once', async () => {
    await driver.getByTestId('rate-4').click();
    await driver.getByTestId('rate-comment').fill('Ready at the door');
    await driver.getByTestId('rate-submit').click();
    expect(await driver.getByTestId('rider-rated').innerText()).toBe('You rated the rider 4 of 5 stars.');
    expect(await driver.getByTestId('rate-submit').count()).toBe(0);
  });

  it("opens the paid trip's receipt on the phone: the trip's total, paid in cash, fitting the screen", async () => {
    const total = await rider.getByTestId('trip-cost').innerText();
    await rider.getByTestId('open-receipt').click();
    await rider.getByTestId('receipt-total').waitFor({ timeout: STEP_TIMEOUT });
    expect(await rider.getByTestId('receipt-total').innerText()).toBe(total);
    expect(await rider.getByTestId('receipt-paid-by').innerText()).toBe('Paid by: Cash');
    expect(await rider.locator('[data-testid="receipt-lines"] tr[data-kind="distance"]').count()).toBe(1);
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
  });

  it('leaves the driver online and ready for offers after the trip, across a reload', async () => {
    await driver.getByText('Back to the offers').click();
    await driver
      .locator('[data-testid="presence"][data-presence="online"]')
      .waitFor({ timeout: STEP_TIMEOUT });
    expect(await driver.getByTestId('online-switch').isChecked()).toBe(true);
    await driver.reload();
    await driver
      .locator('[data-testid="presence"][data-presence="online"]')
      .waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByText('No tasks found.').waitFor({ timeout: STEP_TIMEOUT });
  });

  it("shows the rider's rating on the next offer; a driver's cancel, confirmed first, reaches the rider live", async () => {
    await bookRide(rider, 'cash');
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    expect(await driver.getByTestId('offer-rider-rating').innerText()).toBe('★ 4 · Ratings: 1');
    await driver.getByTestId('accept').click();
    await waitForStatus(rider, 'ACCEPTED');
    await driver.getByTestId('driver-cancel').click();
    await driver.getByTestId('driver-cancel-reason').selectOption('driver_reason_vehicle_problem');
    await driver.getByTestId('driver-cancel-confirm').click();
    await waitForStatus(rider, 'CANCELLED');
    expect(await rider.getByTestId('driver-cancelled').innerText()).toBe(
      'Your driver cancelled the trip: Problem with my vehicle',
    );
    await rider.getByTestId('rebook').waitFor();
  });
});
