/**
 * The way into the apps: the landing page's 'Book a ride' and 'Drive with Wayfare', sign-in that
 * comes back to the app, the installable manifest, and the apps' screens at 360 px in English and
 * Arabic with no serious or critical axe violation.
 */
import type { Browser, Page } from 'playwright-core';
import { WEB_APP_CONFIG_PATH } from '@wayfare/shared';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { phoneContext, signInTo, TWIN_START_TIMEOUT } from './support';
import { seriousViolations, settle } from '../support/axe';
import { requestsWhileConfigHeld } from '../support/held-config';

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };

describeInBrowser('the way into the rider and driver apps', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });
  beforeEach(async () => {
    page = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE)).newPage();
    errors = watchErrors(page);
  });
  afterEach(async () => {
    if (errors.length) console.log(errors.join('\n'));
    await page.context().close();
  });

  it('leads from the landing page into both apps, edge to edge with no white frame', async () => {
    await page.goto(twin.outputs.webUrl);
    await page.getByRole('img', { name: /phone showing a Wayfare trip/ }).waitFor();
    const frame = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return {
        body: getComputedStyle(document.body).margin,
        hero: box('.hero'),
        footer: box('.public-footer'),
        width: window.innerWidth,
      };
    });
    expect(frame.body).toBe('0px');
    for (const box of [frame.hero, frame.footer]) {
      expect(box.left).toBe(0);
      expect(box.width).toBe(frame.width);
    }
    expect(await page.getByTestId('drive-with').getAttribute('href')).toBe('/drive/register');
    await page.getByTestId('book-ride').click();
    await page.waitForURL(/\/login\?next=%2Fride$/);
  });

  it.each([
    ['/ride', /\/assets\/book-page-[\w-]+\.js$/],
    ['/drive', /\/assets\/tasks-page-[\w-]+\.js$/],
  ])(
    "starts loading Amplify's GraphQL API and the first screen of %s with the app's frame, while the app still reads its configuration",
    async (path, screen) => {
      // The first screen waits for the profile and settings reads; without the preload their client
      // would only be asked for once the configuration, Amplify and the session were in, and the
      // screen's own chunk once the frame had those reads' answers.
      await requestsWhileConfigHeld(page, `${twin.outputs.webUrl}${path}`, [
        /\/assets\/amplify-graphql-[\w-]+\.js$/,
        screen,
      ]);
      await page.waitForURL(new RegExp(`/login\\?next=%2F${path.slice(1)}$`));
    },
  );

  it.each([
    [
      '/ride',
      'rider',
      /\/assets\/rider-app-[\w-]+\.js$/,
      ['AppCarTypes', 'AppBookings', 'AppSavedPlaces', 'AppRecentPlaces'],
    ],
    ['/drive', 'driver', /\/assets\/driver-app-[\w-]+\.js$/, ['AppTasks', 'AppBookings']],
  ] as const)(
    "asks for the profile, the settings and the first screen's own reads %s waits for, once signed in, before the app's frame has loaded; its page names every script the screen needs",
    async (path, role, frameChunk, screenReads) => {
      const screen = page.getByTestId(role === 'rider' ? 'drop-search' : 'online-switch');
      await signInTo(page, twin.outputs, twin.outputs.demoAccounts[role], path);
      // A second visit with the frame's chunk held: the frame's first render used to start the reads.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(frameChunk, async (route) => {
        await held;
        await route.continue();
      });
      const read = (operation: string) =>
        page.waitForRequest(
          (request) =>
            request.method() === 'POST' && new RegExp(`query ${operation}\\b`).test(request.postData() ?? ''),
        );
      try {
        const reads = Promise.all(['Me', 'Settings', ...screenReads].map(read));
        await page.reload({ waitUntil: 'commit' });
        await reads;
      } finally {
        release();
      }
      await screen.waitFor();
      await page.unroute(frameChunk);

      // A third visit with every script the page does not name held (MapLibre comes after the first
      // paint): the page names the screen's whole first load, so none waits for a script to ask.
      const html = await (await page.request.get(`${twin.outputs.webUrl}${path}`)).text();
      const named = new Set(
        [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
      );
      const unnamed: string[] = [];
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        const script = new URL(route.request().url()).pathname;
        if (named.has(script)) return route.continue();
        unnamed.push(script);
      });
      await page.reload();
      await screen.waitFor({ timeout: 30_000 }).catch((error: unknown) => {
        throw new Error(
          `${path} did not show with only the scripts its page names; held: ${unnamed.join(', ')}`,
          {
            cause: error,
          },
        );
      });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );

  it.each(['/', '/login', '/ride', '/drive', '/bookings'])(
    'reads the runtime configuration on %s once, asked for by the page itself as the browser reads it',
    async (path) => {
      const configs: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === WEB_APP_CONFIG_PATH) configs.push(request.resourceType());
      });
      // The public settings' read, which every one of these pages makes, needs the configuration's
      // API address: by then the app has read the configuration.
      const read = page.waitForRequest((request) => request.url().startsWith(twin.outputs.graphqlUrl));
      await page.goto(`${twin.outputs.webUrl}${path}`);
      await read;
      // A preload is not a script's fetch; a script that asked again (other options) would add one.
      expect(configs).toEqual(['other']);
    },
  );

  it('is installable: a manifest that opens the rider app full screen, and a service worker', async () => {
    const manifest = await (await fetch(`${twin.outputs.webUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/ride', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect((await fetch(`${twin.outputs.webUrl}/sw.js`)).ok).toBe(true);
  });

  it('signs a rider in and back to the booking screen, accessible at 360 px in English', async () => {
    await signInTo(page, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await page.getByTestId('drop-search').waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('refreshes an expired session: the booking screen shows again with a new access token', async () => {
    await signInTo(page, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await page.getByTestId('drop-search').waitFor();
    // Amplify's stored access token, its payload's expiry moved into the past (the signature no
    // longer matches, so the API refuses it unless Amplify refreshes it first).
    const expired = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!;
      const [header, payload, signature] = localStorage.getItem(key)!.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      const forged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem(key, [header, forged, signature].join('.'));
      return { key, token: localStorage.getItem(key)! };
    });

    await page.reload();
    await page.getByTestId('drop-search').waitFor();
    const refreshed = await page.evaluate((key) => localStorage.getItem(key), expired.key);
    expect(refreshed).not.toBe(expired.token);
    const { exp } = JSON.parse(Buffer.from(refreshed!.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(exp * 1000).toBeGreaterThan(Date.now());
  });

  // One language per test (each signs in on its own page), so neither runs past its timeout on a loaded machine.
  it("shows the rider's booking and account screens accessible in Arabic", async () => {
    await signInTo(page, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await page.getByTestId('drop-search').waitFor();
    await page.getByLabel('Language').first().selectOption({ label: 'العربية' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: 'بحث' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${twin.outputs.webUrl}/ride/account`);
    await page.getByTestId('wallet-balance').waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('signs a driver in to its offers, accessible at 360 px', async () => {
    await signInTo(page, twin.outputs, twin.outputs.demoAccounts.driver, '/drive');
    await page.getByTestId('online-switch').waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${twin.outputs.webUrl}/drive/money`);
    await page.getByTestId('wallet-balance').waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The demo driver has no bank details: it enters them here, then withdraws.
    await page.getByText('Add your bank details to withdraw.').waitFor();
    await page.getByTestId('bankName').fill('First Bank');
    await page.getByTestId('bankAccount').fill('12345678');
    await page.getByTestId('save-bank').click();
    await page.getByText('Bank details saved.').waitFor();
    await page.getByTestId('withdraw-amount').fill('5');
    await page.getByTestId('request-withdraw').click();
    await page.getByText('Done successfully.').waitFor();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    const rows = page.getByTestId('withdraws').locator('li');
    await rows.filter({ hasText: today }).filter({ hasText: '$5.00' }).first().waitFor();
    expect(await page.getByTestId('withdraws').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(await page.getByTestId('wallet-balance').innerText()).toContain('37.50');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('registers a new person as a driver, who then waits for approval', async () => {
    const contact = '+12125557001';
    await signInTo(page, twin.outputs, contact, '/drive/register');
    await page.getByTestId('signup-firstName').fill('Nadia');
    await page.getByTestId('signup-lastName').fill('Nour');
    await page.getByTestId('signup-vehicleNumber').fill('NY 1234');
    await page.getByTestId('signup-vehicleMake').fill('Honda');
    await page.getByTestId('signup-vehicleModel').fill('Civic');
    await page.getByTestId('signup-vehicleColor').fill('Grey');
    await page.getByTestId('licence-input').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await page.getByText('Licence photo uploaded.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('signup-submit').click();
    expect(await page.getByTestId('registered').innerText()).toBe(
      'Your account is awaiting approval. You can sign in and receive offers once a manager approves it.',
    );
    expect(await page.getByTestId('application-status').innerText()).toContain('Licence photo: done');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('awaiting-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/');

    // Signing in again is refused until a manager approves.
    await page.goto(`${twin.outputs.webUrl}/drive`);
    await page.waitForURL(/\/login/);
  });
});
