/**
 * Rider and driver flows on the twin beyond the plain trip: two drivers race for one offer (the
 * loser is told another driver took it), a driver's reload mid-trip, the card payment through the
 * twin's test provider page (declined, then approved), a wallet top-up by card with a preset
 * amount on the same page, the route line and the location message on
 * the maps, the rider's and the driver's notifications screens, accessible at 360 px in English
 * and Arabic, and a cancel from a card that opens clear of the tab bar.
 * Set SCREENSHOT_DIR to keep a screenshot of each screen checked.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { PHONE, phoneContext, signInTo, TWIN_START_TIMEOUT } from './support';
import { seriousViolations, settle } from '../support/axe';
import { pollUntil } from '../../support/poll';

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
/** A second demo driver of the Economy car type, beside the demo driver Dana. */
const SECOND_DRIVER = '+12125550105';
const STEP_TIMEOUT = 20_000;

describeInBrowser('rider and driver flows: an accept race, card payment, maps and notifications', () => {
  let twin: Twin;
  let browser: Browser;
  let rider: Page;
  const drivers: Page[] = [];
  let winner: Page;
  let bookingId: string;
  const errors: string[][] = [];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    rider = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE)).newPage();
    for (let i = 0; i < 2; i += 1)
      drivers.push(await (await phoneContext(browser, twin.outputs, TIMES_SQUARE)).newPage());
    errors.push(...[rider, ...drivers].map((page) => watchErrors(page)));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const waitForStatus = (page: Page, value: string) =>
    page.waitForSelector(`[data-testid="trip-status"][data-status="${value}"]`, { timeout: STEP_TIMEOUT });
  const routePoints = async (page: Page) =>
    Number(
      await page.getByTestId('map').evaluate((map) => (map.parentElement as HTMLElement).dataset.routePoints),
    );
  /**
   * Waits until the map shows the trip's line: pixels of its blue (#0b5cad at 80% over the land,
   * about rgb(55, 121, 187)), read from a screenshot the page itself decodes. The booking screen has
   * no driver marker, the other blue thing a map shows.
   */
  const waitForRouteLine = (page: Page) =>
    pollUntil(
      async () => {
        const png = (await page.getByTestId('map').screenshot()).toString('base64');
        return page.evaluate(async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = Object.assign(document.createElement('canvas'), {
            width: image.width,
            height: image.height,
          });
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const pixels = context.getImageData(0, 0, image.width, image.height).data;
          let blue = 0;
          for (let i = 0; i < pixels.length; i += 4)
            if (
              Math.abs(pixels[i]! - 55) < 30 &&
              Math.abs(pixels[i + 1]! - 121) < 30 &&
              Math.abs(pixels[i + 2]! - 187) < 30
            )
              blue += 1;
          return blue;
        }, png);
      },
      (blue) => blue > 100,
      { what: "The route's line on the map", timeoutMs: STEP_TIMEOUT },
    );
  const screenshot = async (page: Page, name: string) => {
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
  /** No serious or critical axe violation, and nothing wider than the phone. */
  const expectAccessible = async (page: Page, name: string) => {
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, name);
  };

  it('puts two drivers online at the same corner', async () => {
    for (const [page, contact] of [
      [drivers[0]!, twin.outputs.demoAccounts.driver],
      [drivers[1]!, SECOND_DRIVER],
    ] as const) {
      await signInTo(page, twin.outputs, contact, '/drive');
      const online = page.getByTestId('online-switch');
      if (!(await online.isChecked())) await online.click();
      await page.getByText('Online: you receive offers').waitFor();
    }
  });

  it("books a card trip; the booking screen draws the quote's route", async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await rider.getByTestId('pickup-chosen').waitFor();
    await rider.getByTestId('drop-search').fill('Empire State');
    await rider.getByTestId('drop-search').press('Enter');
    await rider.getByTestId('drop-suggestion').first().click();
    await rider.getByTestId('car-economy').click();
    await rider.getByTestId('quote').waitFor();
    expect(await routePoints(rider)).toBeGreaterThanOrEqual(2);
    await waitForRouteLine(rider);
    await expectAccessible(rider, 'rider-book-en');
    await rider.getByTestId('pay-card').check();
    await rider.getByTestId('book').click();
    await rider.waitForURL(/\/ride\/trip\//);
    bookingId = rider.url().split('/').pop()!;
    await waitForStatus(rider, 'NEW');
  });

  it('offers it to both drivers; of two accepts at once one wins, the other is told another driver took it', async () => {
    await Promise.all(drivers.map((page) => page.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT })));
    await Promise.all(drivers.map((page) => page.getByTestId('accept').click()));
    const outcomes = await Promise.all(
      drivers.map((page) =>
        Promise.race([
          page.waitForURL(/\/drive\/trip\//, { timeout: STEP_TIMEOUT }).then(() => 'won' as const),
          page
            .getByText('Another driver took this trip.')
            .waitFor({ timeout: STEP_TIMEOUT })
            .then(() => 'lost' as const),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['lost', 'won']);
    winner = drivers[outcomes.indexOf('won')]!;
    const loser = drivers[outcomes.indexOf('lost')]!;
    await expectAccessible(loser, 'driver-lost-race-en');
    await waitForStatus(rider, 'ACCEPTED');
  });

  it("draws the route on the driver's trip screen and comes back from the server after a reload", async () => {
    await winner.getByTestId('next-step').click();
    await waitForStatus(winner, 'ARRIVED');
    expect(await routePoints(winner)).toBeGreaterThanOrEqual(2);
    await winner.reload();
    await waitForStatus(winner, 'ARRIVED');
    expect(await winner.getByTestId('next-step').innerText()).toBe('Start the trip');
    await expectAccessible(winner, 'driver-trip-en');

    await waitForStatus(rider, 'ARRIVED');
    expect(await routePoints(rider)).toBeGreaterThanOrEqual(2);
    await expectAccessible(rider, 'rider-trip-en');
    const otp = await rider.getByTestId('ride-otp').innerText();
    await winner.getByTestId('otp-input').fill(otp);
    await winner.getByTestId('next-step').click();
    await waitForStatus(winner, 'STARTED');
    await winner.getByTestId('next-step').click();
    await winner.getByTestId('confirm-step').click();
    // A card trip waits for its payment.
    await waitForStatus(rider, 'PENDING');
  });

  /** Pay now with the test provider, decide on its page, and come back to the trip. */
  async function payWithTestProvider(decision: 'Approve' | 'Decline') {
    await rider.getByTestId('pay-provider').selectOption('test');
    await rider.getByTestId('pay-now').click();
    await rider.waitForURL(`${twin.outputs.paymentsUrl}/**`);
    await rider.getByRole('heading', { name: 'Test payment' }).waitFor();
    await rider.getByRole('button', { name: decision }).click();
    await rider.getByRole('link', { name: 'Back to the app' }).click();
    await rider.waitForURL((url) => url.pathname === `/ride/trip/${bookingId}`);
  }

  it('leaves the booking unpaid when the rider declines on the provider page, and says so', async () => {
    await payWithTestProvider('Decline');
    await waitForStatus(rider, 'PENDING');
    await rider.getByTestId('pay-now').waitFor();
    await rider.getByText('The payment was declined or not completed. Please try again.').waitFor();
  });

  it('pays by card through the test provider page: the rider comes back to a PAID booking', async () => {
    await payWithTestProvider('Approve');
    await waitForStatus(rider, 'PAID');
    expect(await rider.getByTestId('trip-status').innerText()).toBe('Paid');
  });

  it("tops up the wallet by card with one of the operator's amounts and sees the balance grow on return", async () => {
    const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    await rider.goto(`${twin.outputs.webUrl}/ride/account`);
    await rider.getByTestId('open-wallet').click();
    await rider.waitForURL('**/ride/wallet');
    const before = amountIn(await rider.getByTestId('wallet-balance').innerText());
    // The demo's walletMoneyField is 5|10|20.
    await rider.getByTestId('top-up-preset').filter({ hasText: '10' }).click();
    await rider.getByTestId('top-up-provider').selectOption('test');
    await rider.getByTestId('top-up-pay').click();
    await rider.waitForURL(`${twin.outputs.paymentsUrl}/**`);
    await rider.getByRole('button', { name: 'Approve' }).click();
    await rider.getByRole('link', { name: 'Back to the app' }).click();
    await rider.waitForURL((url) => url.pathname === '/ride/wallet');
    await rider.getByTestId('top-up-outcome').filter({ hasText: 'was added to your wallet' }).waitFor();
    await rider.waitForFunction(
      (expected) =>
        Number(
          (document.querySelector('[data-testid="wallet-balance"]')?.textContent ?? '').replace(
            /[^\d.]/g,
            '',
          ),
        ) === expected,
      Math.round((before + 10) * 100) / 100,
      { timeout: STEP_TIMEOUT },
    );
    await rider
      .getByTestId('wallet-entries')
      .getByText(/^Top-up/)
      .first()
      .waitFor();
    await expectAccessible(rider, 'rider-wallet-top-up-en');
  });

  it("lists the trip's notifications on the rider's notifications screen, from the account screen", async () => {
    await rider.goto(`${twin.outputs.webUrl}/ride/account`);
    await rider.getByTestId('open-notifications').click();
    await rider.waitForURL('**/ride/notifications');
    const arrived = rider
      .getByTestId('notice')
      .filter({ hasText: 'Your driver has arrived at the pickup point.' });
    await arrived.waitFor();
    // The card payment's own notice (product.md §4: PAID tells the rider), from the provider's callback.
    await rider.getByTestId('notice').filter({ hasText: 'Your ride is completed.' }).waitFor();
    await arrived.getByRole('link').click();
    await rider.waitForURL(`**/ride/trip/${bookingId}`);
    await rider.goBack();
    await rider.getByTestId('notice').first().waitFor();
    await expectAccessible(rider, 'rider-notifications-en');
  });

  it("changes the rider's e-mail from the account screen only with the code sent to the new address", async () => {
    await rider.goto(`${twin.outputs.webUrl}/ride/account`);
    await rider.getByRole('link', { name: 'Profile' }).click();
    await rider.waitForURL('**/profile');
    await rider.getByTestId('contact-email-change').click();
    const address = `riley-${Date.now()}@wayfare.example`;
    await rider.getByTestId('contact-email-value').fill(address);
    const { waitForCode } = await import('../support/outbox');
    const sentAt = new Date();
    await rider.getByTestId('contact-email-send').click();
    await rider.getByText(/We sent a code to r\*\*\*@wayfare\.example/).waitFor();
    await rider
      .getByTestId('contact-email-code')
      .fill(await waitForCode(twin.outputs.outboxUrl, address, sentAt));
    await rider.getByTestId('contact-email-confirm').click();
    await rider.getByText('Contact confirmed and saved.').waitFor();
    await rider.waitForFunction(
      (expected) =>
        (document.querySelector('[data-testid="profile-email"]') as HTMLInputElement)?.value === expected,
      address,
    );
    // The profile is the back office's page; its frame's mobile toolbar is checked by the
    // back-office tests, so only the width of the contact steps is checked here.
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(rider, 'rider-profile-contact-en');
  });

  it("lists the offer on the winning driver's notifications screen, from the app's navigation", async () => {
    await winner.goto(`${twin.outputs.webUrl}/drive`);
    await winner.getByRole('navigation').getByRole('link', { name: 'Notifications' }).click();
    await winner.waitForURL('**/drive/notifications');
    const offered = winner
      .getByTestId('notice')
      .filter({ hasText: 'You have a new booking request.' })
      .filter({ has: winner.locator(`a[href="/drive/trip/${bookingId}"]`) });
    await offered.waitFor();
    await expectAccessible(winner, 'driver-notifications-en');
    await offered.getByRole('link').click();
    await winner.waitForURL(`**/drive/trip/${bookingId}`);
    await waitForStatus(winner, 'PAID');
  });

  it('shows the screens in Arabic, right to left, as accessibly', async () => {
    await rider.goto(`${twin.outputs.webUrl}/ride/account`);
    await rider.getByLabel('Language').first().selectOption({ label: 'العربية' });
    await rider.waitForFunction(() => document.documentElement.dir === 'rtl');
    await rider.goto(`${twin.outputs.webUrl}/ride/notifications`);
    await rider.getByRole('heading', { name: 'الإشعارات' }).waitFor();
    await rider.getByTestId('notice').first().waitFor();
    await expectAccessible(rider, 'rider-notifications-ar');
    await rider.goto(`${twin.outputs.webUrl}/ride/trip/${bookingId}`);
    await waitForStatus(rider, 'PAID');
    await expectAccessible(rider, 'rider-trip-ar');

    await winner.goto(`${twin.outputs.webUrl}/drive`);
    await winner.getByLabel('Language').first().selectOption({ label: 'العربية' });
    await winner.waitForFunction(() => document.documentElement.dir === 'rtl');
    await winner.goto(`${twin.outputs.webUrl}/drive/trip/${bookingId}`);
    await winner.getByTestId('trip-status').waitFor();
    await expectAccessible(winner, 'driver-trip-ar');
  });

  it('cancels a booked trip from a cancel card that opens clear of the tab bar, with a reason', async () => {
    await rider.goto(`${twin.outputs.webUrl}/ride`);
    await rider.getByTestId('pickup-chosen').waitFor();
    await rider.getByTestId('drop-search').fill('Empire State');
    await rider.getByTestId('drop-search').press('Enter');
    await rider.getByTestId('drop-suggestion').first().click();
    await rider.getByTestId('car-economy').click();
    await rider.getByTestId('quote').waitFor();
    await rider.getByTestId('pay-cash').check();
    await rider.getByTestId('book').click();
    await rider.waitForURL(/\/ride\/trip\//);
    await waitForStatus(rider, 'NEW');

    await rider.getByTestId('cancel-trip').click();
    await rider.getByTestId('cancel-reason').waitFor();
    // The card scrolls into view with its buttons above the tab bar, not under it.
    await rider.waitForFunction(() => {
      const confirm = document.querySelector('[data-testid="cancel-confirm"]')!.getBoundingClientRect();
      const nav = document.querySelector('.wf-nav')!.getBoundingClientRect();
      return confirm.top >= 0 && confirm.bottom <= nav.top;
    });
    await screenshot(rider, 'rider-cancel-card-en');
    await rider.getByTestId('cancel-reason').selectOption({ index: 1 });
    await rider.getByTestId('cancel-confirm').click();
    await waitForStatus(rider, 'CANCELLED');
  });

  it('opens the map on the demo city with the location message when the phone position is refused', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: twin.outputs.webUrl,
      serviceWorkers: 'block',
      // No geolocation permission: the browser refuses the position.
    });
    const page = await context.newPage();
    errors.push(watchErrors(page));
    await signInTo(page, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    expect(await page.getByTestId('map-notice').innerText()).toBe(
      'Please allow location access to see the map.',
    );
    await page.locator('[data-testid="map"] canvas').waitFor();
    expect(await page.getByTestId('map').isVisible()).toBe(true);
    await expectAccessible(page, 'rider-book-denied-en');
    await page.getByLabel('Language').first().selectOption({ label: 'العربية' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByTestId('map-notice').filter({ hasText: 'الموقع' }).waitFor();
    await expectAccessible(page, 'rider-book-denied-ar');
    await context.close();
  });
});
