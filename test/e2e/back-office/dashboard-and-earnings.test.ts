/**
 * The dashboard and the earnings pages on the twin, as admin and as fleet admin: a cash trip of a
 * fleet driver is completed through the API, then the cards show its fee, the map shows the
 * driver and follows it when it moves, the earnings tables list and export it, and axe finds
 * nothing serious on the three pages in English and Arabic. Without location the map asks for it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney, toMoney } from '@wayfare/shared';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, downloadedText, launchBrowser, watchErrors } from '../support/browser';
import { TWIN_START_TIMEOUT } from '../apps/support';
import { LoginPage } from './support/login-page';
import { seriousViolations } from '../support/axe';
import { pickLanguage } from '../support/language';
import { pollUntil } from '../../support/poll';

type Auth = { accessToken: string };

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const PICKUP = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const DROP = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
/** A driver of the demo fleet admin's fleet (seed: demo-accounts.ts). */
const FLEET_DRIVER = '+12125550105';
const PAGES = ['/dashboard', '/driverearning', '/earningreports'];
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const WAIT = { timeout: 20_000 };

const money = (amount: number) =>
  formatMoney(toMoney(amount), {
    symbol: demoSettings.symbol,
    swipe_symbol: demoSettings.swipe_symbol,
    decimal: demoSettings.decimal,
  });

describeInBrowser('back-office dashboard and earnings', () => {
  let twin: Twin;
  let browser: Browser;
  let driver: Auth;
  let admin: Auth;
  let driverUid: string;
  let driverName: string;
  let fee: number;
  let driverShare: number;
  const errors: string[][] = [];

  const call = async <T>(auth: Auth, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  const moveDriver = (lat: number, lng: number) =>
    call(driver, `mutation { updateDriverLocation(lat: ${lat}, lng: ${lng}) { at } }`);

  /** A cash trip of the fleet driver from booking to PAID; returns the booking's fee and driver share. */
  async function completeTrip(rider: Auth) {
    const { estimateFare } = await call<{ estimateFare: { quoteId: string } }>(
      rider,
      'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }',
      { input: { pickup: PICKUP, drop: DROP, carType: 'economy' } },
    );
    const { createBooking: booked } = await call<{ createBooking: { id: string; otp: string } }>(
      rider,
      `mutation { createBooking(input: { quoteId: "${estimateFare.quoteId}", payment_mode: cash }) { id otp } }`,
    );
    await call(driver, `mutation { acceptTask(bookingId: "${booked.id}") { status } }`);
    const step = (status: string, otp?: string) =>
      call<{ updateTripStatus: { status: string; convenience_fees: number; driver_share: number } }>(
        driver,
        `mutation S($id: ID!, $status: BookingStatus!, $otp: String) {
          updateTripStatus(bookingId: $id, status: $status, otp: $otp) { status convenience_fees driver_share } }`,
        { id: booked.id, status, otp },
      );
    await step('ARRIVED');
    await step('STARTED', booked.otp);
    // On its trip the driver stays on the admin's map (issue #11).
    const { activeDrivers } = await call<{ activeDrivers: { uid: string; queue: boolean }[] }>(
      admin,
      '{ activeDrivers(south: 40.7, west: -74.05, north: 40.82, east: -73.9, limit: 100) { uid queue } }',
    );
    expect(activeDrivers).toContainEqual({ uid: driverUid, queue: true });
    const { updateTripStatus: reached } = await step('REACHED');
    expect(reached.status).toBe('PAID');
    return { fee: reached.convenience_fees, share: reached.driver_share };
  }

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    let rider: Auth;
    [rider, admin] = await Promise.all([
      signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider),
      signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin),
    ]);
    driver = await signInWithCode(twin.outputs, FLEET_DRIVER);
    const { me } = await call<{ me: { uid: string; firstName: string; lastName: string } }>(
      driver,
      '{ me { uid firstName lastName } }',
    );
    driverUid = me.uid;
    driverName = `${me.firstName} ${me.lastName}`;
    await call(driver, 'mutation { setDriverActive(active: true) { uid } }');
    await moveDriver(PICKUP.lat, PICKUP.lng);
    ({ fee, share: driverShare } = await completeTrip(rider));
    // The earnings counters follow the table stream: wait until they have the trip.
    await pollUntil(
      () => call<{ grossEarnings: { total: number } }>(admin, '{ grossEarnings { total } }'),
      ({ grossEarnings }) => grossEarnings.total > 0,
      { what: 'Counting the trip in the earnings' },
    );
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  async function signedIn(
    contact: string,
    located: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...(located ? { geolocation: TIMES_SQUARE, permissions: ['geolocation'] } : {}),
    });
    const page = await context.newPage();
    errors.push(watchErrors(page));
    await new LoginPage(page, twin.outputs).signIn(contact);
    await page.waitForURL('**/dashboard');
    return { context, page };
  }

  /** The driver's marker centre from the map's centre, in pixels (the layout around the map may still settle). */
  const markerOffset = (page: Page) =>
    page.evaluate((uid) => {
      const map = document.querySelector('[data-testid="map"]')!.getBoundingClientRect();
      const car = document
        .querySelector(`[data-testid="fleet-marker"][data-uid="${uid}"]`)!
        .getBoundingClientRect();
      return {
        x: car.x + car.width / 2 - (map.x + map.width / 2),
        y: car.y + car.height / 2 - (map.y + map.height / 2),
      };
    }, driverUid);
  const card = (page: Page, field: string) => page.getByTestId(`earnings-${field}`);
  const driverItem = (page: Page) => page.locator(`[data-testid="map-drivers"] li[data-uid="${driverUid}"]`);
  const shoot = async (page: Page, name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  };
  const exported = async (page: Page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    return downloadedText(download);
  };
  const openTable = async (page: Page, path: string) => {
    await page.goto(`${twin.outputs.webUrl}${path}`);
    // A row of data, not the table's one-cell loading row.
    await page.locator('tbody tr:has(td:nth-child(2))').first().waitFor();
  };

  describe('as admin', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await signedIn(twin.outputs.demoAccounts.admin, true));
    }, 60_000);
    afterAll(() => page?.context().close());

    it('shows the trip in the cards and the driver on the map, following it when it moves', async () => {
      await card(page, 'total').getByText(money(fee)).waitFor(WAIT);
      await card(page, 'today').getByText(money(fee)).waitFor(WAIT);
      await card(page, 'thisMonth').getByText(money(fee)).waitFor(WAIT);

      await driverItem(page).waitFor(WAIT);
      expect(await driverItem(page).innerText()).toContain(driverName);
      const marker = page.locator(`[data-testid="fleet-marker"][data-uid="${driverUid}"]`);
      await marker.waitFor(WAIT);
      // The map's canvas says what it shows, and it has zoom buttons.
      expect(await page.locator('[data-testid="map"] canvas').getAttribute('aria-label')).toMatch(
        /^Map of active drivers \(\d+ in view\)$/,
      );
      await page.getByRole('button', { name: 'Zoom in' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Zoom out' }).waitFor(WAIT);
      const before = await markerOffset(page);
      await shoot(page, 'dashboard-en');
      // About 3 km north-east: the map re-reads its box within a few seconds and moves the marker.
      await moveDriver(40.78, -73.96);
      await page
        .locator(`[data-testid="map-drivers"] li[data-uid="${driverUid}"][data-lat="40.78"]`)
        .waitFor(WAIT);
      await page.waitForFunction(
        ([uid, x]) => {
          const map = document.querySelector('[data-testid="map"]')!.getBoundingClientRect();
          const car = document
            .querySelector(`[data-testid="fleet-marker"][data-uid="${uid}"]`)!
            .getBoundingClientRect();
          return car.x + car.width / 2 - (map.x + map.width / 2) > Number(x) + 10;
        },
        [driverUid, String(before.x)],
        WAIT,
      );
      const after = await markerOffset(page);
      expect(after.y).toBeLessThan(before.y - 10);
      const size = (await marker.boundingBox())!;
      expect([size.width, size.height]).toEqual([35, 25]);
    });

    it('lists the driver earnings, groups them by driver and exports them', async () => {
      await openTable(page, '/driverearning');
      const row = page.locator('tbody tr', { hasText: driverName });
      await row.waitFor();
      expect(await row.innerText()).toContain(money(driverShare));
      await shoot(page, 'driverearning-en');
      const csv = await exported(page);
      expect(csv.split('\r\n')[0]).toBe('Year,Month,Driver,Total rides,Vehicle number,Driver share');
      expect(csv).toContain(`${driverName},1,`);
      expect(csv).toContain(String(driverShare));

      await page.getByTestId('earning-grouping').click();
      await page.getByRole('option', { name: 'Driver' }).click();
      const group = page.locator('tbody tr', { hasText: driverName });
      await group.getByRole('button', { name: `Show the rows of ${driverName}` }).click();
      await page
        .locator('tbody tr', { hasText: money(driverShare) })
        .nth(1)
        .waitFor();
      await shoot(page, 'driverearning-grouped-en');
    });

    it('lists the month in the earning reports and exports it', async () => {
      await openTable(page, '/earningreports');
      const month = page.locator('tbody tr:has(td:nth-child(2))').first();
      expect(await month.innerText()).toContain(String(new Date().getUTCFullYear()));
      await shoot(page, 'earningreports-en');
      const report = await exported(page);
      expect(report.split('\r\n')[0]).toBe(
        'Year,Month,Total rides,Trip cost,Discount,Customer paid,Platform fee,Tips (to drivers)',
      );
      expect(report.split('\r\n')).toHaveLength(2);
    });

    // One sign-in for every page and both languages: the sign-in code limit per contact is low.
    it('shows the three pages with no serious or critical axe violation, in English and Arabic', async () => {
      for (const path of PAGES) {
        if (path === '/dashboard') {
          await page.goto(`${twin.outputs.webUrl}${path}`);
          await driverItem(page).waitFor(WAIT);
        } else await openTable(page, path);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      await page.goto(twin.outputs.webUrl);
      await pickLanguage(page, 'العربية');
      for (const path of PAGES) {
        if (path === '/dashboard') {
          await page.goto(`${twin.outputs.webUrl}${path}`);
          await driverItem(page).waitFor(WAIT);
          await card(page, 'total').getByText(money(fee)).waitFor(WAIT);
        } else await openTable(page, path);
        await shoot(page, `${path.slice(1)}-ar`);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
    }, 120_000);
  });

  it('asks the fleet admin to allow location, then shows its fleet and its driver earnings', async () => {
    const { context, page } = await signedIn(twin.outputs.demoAccounts.fleetadmin, false);
    await card(page, 'total').getByText(money(fee)).waitFor(WAIT);
    const message = page.getByTestId('allow-location');
    await message.waitFor(WAIT);
    expect(await message.innerText()).toContain('Please allow location access to see the map.');
    expect(await page.getByTestId('map').count()).toBe(0);
    await shoot(page, 'dashboard-denied-en');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TIMES_SQUARE);
    await page.reload();
    await driverItem(page).waitFor(WAIT);
    await page.locator(`[data-testid="fleet-marker"][data-uid="${driverUid}"]`).waitFor(WAIT);

    await openTable(page, '/driverearning');
    await page.locator('tbody tr', { hasText: driverName }).waitFor();
    expect(await exported(page)).toContain(driverName);

    await page.goto(`${twin.outputs.webUrl}/earningreports`);
    await page.waitForURL('**/login');
    await context.close();
  });
});
