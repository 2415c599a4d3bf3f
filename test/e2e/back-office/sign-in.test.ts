/** Each user type signs in through the login page and lands where product.md §2 says, with its own menu. */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { drawerMenuFor, menuRoutes, type UserType } from '@wayfare/shared';
import { startTestTwin } from '../../support/twin';
import { seriousViolations, settle } from '../support/axe';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { pickLanguage } from '../support/language';
import { waitForCode } from '../support/outbox';
import { drawerRoutes, LoginPage, typedContact } from './support/login-page';
import { requestsWhileConfigHeld } from '../support/held-config';

describeInBrowser('signing in to the back office', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
  let login: LoginPage;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    errors = watchErrors(page);
    login = new LoginPage(page, twin.outputs);
  });
  afterEach(async () => {
    if (errors.length) console.log(errors.join('\n'));
    await page.context().close();
  });

  it.each<[UserType, string]>([
    ['admin', '/dashboard'],
    ['fleetadmin', '/dashboard'],
  ])('lands a %s on %s with its drawer menu', async (usertype, landing) => {
    await login.signIn(twin.outputs.demoAccounts[usertype]);
    await page.waitForURL(`**${landing}`);
    expect(await drawerRoutes(page)).toEqual(menuRoutes(drawerMenuFor(usertype)));
  });

  it('lands a driver in the driver app, and the driver still has its back-office menu', async () => {
    await login.signIn(twin.outputs.demoAccounts.driver);
    await page.waitForURL('**/drive');
    await page.goto(`${twin.outputs.webUrl}/bookings`);
    expect(await drawerRoutes(page)).toEqual(menuRoutes(drawerMenuFor('driver')));
  });

  it('lands a rider on the booking screen, and the rider reaches its bookings and profile only', async () => {
    await login.signIn(twin.outputs.demoAccounts.rider);
    await page.waitForURL('**/ride');
    await page.goto(`${twin.outputs.webUrl}/profile`);
    expect(await drawerRoutes(page)).toEqual(['/bookings', '/profile']);
    expect(await page.getByTestId('me-usertype').innerText()).toBe('Rider');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL('**/ride');
    await page.getByRole('navigation', { name: 'App' }).waitFor();

    await page.goto(`${twin.outputs.webUrl}/riders`);
    await page.waitForURL('**/login');
    await page.getByTestId('login-contact').waitFor();
    expect(await page.getByTestId('login-notice').innerText()).toContain(
      'You are signed in as Rider, and the page you opened is not available to this account.',
    );
    expect(await page.title()).toBe('Sign in · Wayfare');
    await page.getByTestId('login-notice-home').click();
    await page.waitForURL('**/ride');
  });

  it('accepts a mobile number typed in full international form, as the console prints it', async () => {
    const contact = twin.outputs.demoAccounts.rider;
    await login.open();
    const requestedAt = new Date();
    await page.getByTestId('login-contact').fill(contact);
    await page.getByTestId('login-request-code').click();
    await login.enterCode(await waitForCode(twin.outputs.outboxUrl, contact, requestedAt));
    await page.waitForURL('**/ride');
  });

  it('makes a new contact a rider with its one code, and records the referral id it typed', async () => {
    const contact = 'newcomer@wayfare.example';
    const codesTo = async () =>
      ((await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string }[]).filter(
        ({ to }) => to === contact,
      );
    await login.open();
    await page.getByTestId('login-referral').fill('ridra');
    const requestedAt = await login.requestCode(contact);
    await login.enterCode(await waitForCode(twin.outputs.outboxUrl, contact, requestedAt));
    await page.waitForURL('**/ride');
    // The code made the account and then signed it in: no second code was sent.
    expect(await codesTo()).toHaveLength(1);
    await page.goto(`${twin.outputs.webUrl}/profile`);
    expect(await page.getByTestId('me-usertype').innerText()).toBe('Rider');
    expect(await page.getByTestId('profile-email').inputValue()).toBe(contact);
  });

  it('refuses a referral id nobody holds before any code is sent, whoever the contact is', async () => {
    for (const contact of ['another.newcomer@wayfare.example', twin.outputs.demoAccounts.admin]) {
      await login.open();
      await page.getByTestId('login-referral').fill('QQQQQ');
      await page.getByTestId('login-contact').fill(typedContact(contact));
      await page.getByTestId('login-request-code').click();
      expect(await login.closeAlert()).toContain('No one has this referral id.');
      expect(await page.getByTestId('login-code').count()).toBe(0);
    }
  });

  it('refuses a driver awaiting approval with the Alert dialog', async () => {
    await login.open();
    await page.getByTestId('login-contact').fill('2125550107');
    await page.getByTestId('login-request-code').click();
    expect(await login.closeAlert()).toContain('Your account is awaiting approval.');
    expect(await page.getByTestId('login-code').count()).toBe(0);
  });

  it('lets a person retry after a wrong code, and cancel back to the start', async () => {
    const contact = twin.outputs.demoAccounts.fleetadmin;
    await login.open();
    const requestedAt = await login.requestCode(contact);
    expect(await page.getByTestId('login-contact').isDisabled()).toBe(true);
    const code = await waitForCode(twin.outputs.outboxUrl, contact, requestedAt);
    await login.enterCode(code === '000000' ? '111111' : '000000');
    expect(await login.closeAlert()).toContain('That code is not correct');
    await page.getByTestId('login-cancel').click();
    expect(await page.getByTestId('login-code').count()).toBe(0);
    expect(await page.getByTestId('login-contact').isDisabled()).toBe(false);
  });

  it('has no serious accessibility violation on a phone, at each step and in Arabic', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login.open();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('login-contact').fill('123 45');
    await page.getByTestId('login-request-code').click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the dialog as its Close button does.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await login.requestCode(twin.outputs.demoAccounts.fleetadmin);
    expect(await seriousViolations(page)).toEqual([]);

    await pickLanguage(page, 'العربية');
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("starts loading the sign-in page's chunk while the app still reads its configuration, its mark showing", async () => {
    const splash = page.getByTestId('splash');
    await requestsWhileConfigHeld(page, `${twin.outputs.webUrl}/login`, [/\/assets\/login-[\w-]+\.js$/], () =>
      splash.waitFor(),
    );
    await page.getByTestId('login-contact').waitFor();
    expect(await splash.count()).toBe(0);
  });

  it("asks for the operator's settings, which the form waits for, before the app has rendered its frame", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The public frame's chunk held: its first render is what used to start the read.
    await page.route(/\/assets\/public-layout-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const settingsRead = page.waitForRequest(
      (request) => request.method() === 'POST' && (request.postData() ?? '').includes('query PublicSettings'),
    );
    try {
      await page.goto(`${twin.outputs.webUrl}/login`, { waitUntil: 'commit' });
      await settingsRead;
      expect(await page.getByTestId('login-contact').count()).toBe(0);
    } finally {
      release();
    }
    await page.getByTestId('login-contact').waitFor();
  });

  it("loads a signed-in operator's page beside the session check, not after it renders", async () => {
    // No service worker: it would answer the chunks from its cache, past the route that holds one.
    const operator = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await new LoginPage(operator, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await operator.waitForURL('**/dashboard');
    // A second visit with the session check's chunk held: the page's chunk used to wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await operator.route(/\/assets\/require-session-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const pageChunk = operator.waitForRequest(/\/assets\/bookings-[\w-]{8}\.js$/);
      await operator.goto(`${twin.outputs.webUrl}/bookings`, { waitUntil: 'commit' });
      await pageChunk;
    } finally {
      release();
    }
    await operator.getByTestId('bookings-date-filter').waitFor();
    await operator.context().close();
  });

  it("shows the form and takes the contact while Amplify's chunk is held, and signs in once it comes", async () => {
    const contact = twin.outputs.demoAccounts.rider;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const amplifyChunk = /\/assets\/configure-amplify-[\w-]+\.js$/;
    await page.route(amplifyChunk, async (route) => {
      await held;
      await route.continue();
    });
    const amplifyRequested = page.waitForRequest(amplifyChunk);
    let requestedAt: Date;
    try {
      await login.open();
      await amplifyRequested;
      requestedAt = new Date();
      await page.getByTestId('login-contact').fill(typedContact(contact));
      await page.getByTestId('login-request-code').click();
      // The request waits for Amplify, on the form the person filled in.
      expect(await page.getByTestId('login-contact').inputValue()).toBe(typedContact(contact));
      expect(await page.getByTestId('login-code').count()).toBe(0);
    } finally {
      release();
    }
    await login.enterCode(await waitForCode(twin.outputs.outboxUrl, contact, requestedAt));
    await page.waitForURL('**/ride');
  });

  it("opens a language's address in that language, in a browser that never chose one", async () => {
    await page.goto(`${twin.outputs.webUrl}/ar/login`);
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByLabel('اللغة').inputValue()).toBe('ar');
  });

  it('signs a driver out from the drawer', async () => {
    await login.signIn(twin.outputs.demoAccounts.driver);
    await page.waitForURL('**/drive');
    await page.goto(`${twin.outputs.webUrl}/bookings`);
    await page.getByTestId('drawer').getByText('Sign out').click();
    await page.waitForURL('**/login');
    await page.goto(`${twin.outputs.webUrl}/profile`);
    await page.waitForURL('**/login');
  });
});
