/**
 * The unread badge is live (docs/apps.md, "Unread badges"): the rider sits on the Book screen of a
 * 390×844 phone while an admin sends the riders a notification from the back office; the badge on
 * the rider's Account item counts it without a reload or a screen change, and opening the
 * notifications clears it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { LoginPage } from '../back-office/support/login-page';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { PHONE_390, phoneContext, signInTo, STEP_TIMEOUT, TIMES_SQUARE, TWIN_START_TIMEOUT } from './support';

/** Resolves once the server listens for the page's subscription to `field` (its `start_ack`). */
function subscribed(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const started = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const message = JSON.parse(String(payload)) as {
          type?: string;
          id?: string;
          payload?: { data?: string };
        };
        if (message.type === 'start' && message.id && message.payload?.data?.includes(field))
          started.add(message.id);
      });
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type?: string; id?: string };
        if (message.type === 'start_ack' && message.id && started.has(message.id)) resolve();
      });
    });
  });
}

describeInBrowser('the unread notifications badge, live', () => {
  let twin: Twin;
  let browser: Browser;
  let riderPhone: BrowserContext;
  let rider: Page;
  let admin: Page;
  const errors: string[][] = [];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    riderPhone = await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390);
    rider = await riderPhone.newPage();
    admin = await (await browser.newContext()).newPage();
    errors.push(watchErrors(rider), watchErrors(admin));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const nav = () => rider.getByRole('navigation', { name: 'App' });
  const badge = () => nav().getByTestId('unread-badge');

  let listening: Promise<void>;

  it('signs the rider in; opening the notifications marks what it already has as read', async () => {
    listening = subscribed(rider, 'onNotificationReceived');
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride/notifications');
    await rider.getByTestId('notices').waitFor();
  });

  it('leaves the rider on the Book screen, listening, with nothing unread', async () => {
    await nav().getByRole('link', { name: 'Book' }).click();
    await rider.getByTestId('pickup-chosen').waitFor();
    await listening;
    expect(await badge().count()).toBe(0);
    // Marked so that a reload would show.
    await rider.evaluate(() => Object.assign(window, { notReloaded: true }));
  });

  it('sends the riders a notification from the back office', async () => {
    await new LoginPage(admin, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await admin.goto(`${twin.outputs.webUrl}/notifications`);
    await admin.getByTestId('record-add').click();
    await admin.getByTestId('record-form-title').fill('Rain tonight');
    await admin.getByTestId('record-form-body').locator('textarea').fill('Book early: cars are busy.');
    await admin.getByTestId('record-form-save').click();
    await admin.getByText('Added.').waitFor();
  });

  it("counts it on the rider's Account item at once, without a reload or a screen change", async () => {
    await badge().filter({ hasText: /^1$/ }).waitFor({ timeout: STEP_TIMEOUT });
    expect(await badge().getAttribute('aria-label')).toBe('1 unread');
    expect(new URL(rider.url()).pathname).toBe('/ride');
    expect(await rider.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
  });

  it('clears the badge once the rider opens the notifications, which show it', async () => {
    await nav()
      .getByRole('link', { name: /^Account/ })
      .click();
    await rider.getByTestId('open-notifications').click();
    await rider.getByTestId('notice').filter({ hasText: 'Rain tonight' }).waitFor();
    expect(await badge().count()).toBe(0);
  });
});
