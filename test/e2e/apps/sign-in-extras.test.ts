/**
 * Signing in on a 390×844 phone, beyond the first code (docs/apps.md, docs/accounts.md): 'Send a
 * new code' after its wait sends another code to the outbox, which signs in; the server's limit of
 * 5 codes per contact per clock hour refuses a new contact's sixth and the screen says so. A rider
 * new to the app is asked for a name once: it saves, and the next sign-in goes straight to the
 * booking screen.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { LoginPage } from '../back-office/support/login-page';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { waitForCode } from '../support/outbox';
import { PHONE_390, phoneContext, signInTo, STEP_TIMEOUT, TIMES_SQUARE, TWIN_START_TIMEOUT } from './support';

/** docs/accounts.md, Rate limit. */
const CODES_PER_HOUR = 5;
/** RESEND_CODE_AFTER_SECONDS, on a busy machine. */
const RESEND_TIMEOUT = 45_000;

describeInBrowser('signing in on a phone: a new code, the code limit and the name prompt', () => {
  let twin: Twin;
  let browser: Browser;
  const errors: string[][] = [];
  const contact = `resend.${Date.now()}@example.com`;

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  async function newPhone(): Promise<Page> {
    const page = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390)).newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    errors.push(watchErrors(page));
    return page;
  }

  it('sends a new code once the wait is over; the code arrives again and signs in', async () => {
    const page = await newPhone();
    const login = new LoginPage(page, twin.outputs);
    await login.open();
    const first = await login.requestCode(contact);
    await waitForCode(twin.outputs.outboxUrl, contact, first);
    const resend = page.getByTestId('login-resend');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.innerText()).toMatch(/^Send a new code in \d+ s$/);

    await page.waitForSelector('[data-testid="login-resend"]:not([disabled])', { timeout: RESEND_TIMEOUT });
    expect(await resend.innerText()).toBe('Send a new code');
    const again = new Date();
    await resend.click();
    await page
      .getByTestId('login-resent')
      .filter({ hasText: /^A new code is on its way\.$/ })
      .waitFor();
    await login.enterCode(await waitForCode(twin.outputs.outboxUrl, contact, again));
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }, 120_000);

  it("refuses a code past the contact's limit for the hour, and the screen says so", async () => {
    const page = await newPhone();
    const login = new LoginPage(page, twin.outputs);
    const hourNow = () => Math.floor(Date.now() / 3_600_000);
    // The server counts per clock hour: when the hour turns during the attempt, the count starts
    // again, so the attempt is made again with a new contact.
    for (let attempt = 1; ; attempt += 1) {
      const limited = `limit.${attempt}.${Date.now()}@example.com`;
      const hour = hourNow();
      for (let sent = 0; sent < CODES_PER_HOUR; sent += 1) {
        await login.open();
        await login.requestCode(limited);
      }
      await login.open();
      await page.getByTestId('login-contact').fill(limited);
      await page.getByTestId('login-request-code').click();
      if (hourNow() !== hour) continue;
      expect(await login.closeAlert()).toContain(
        'Too many codes were requested for this contact. Please try again in an hour.',
      );
      break;
    }
    expect(await page.getByTestId('login-code').count()).toBe(0);
    expect(await page.getByTestId('login-contact').isVisible()).toBe(true);
  }, 180_000);

  it('asks a new rider for a name once: it saves, and the next sign-in goes straight to booking', async () => {
    const newRider = `first.${Date.now()}@example.com`;
    const page = await newPhone();
    await signInTo(page, twin.outputs, newRider, '/ride');
    await page.getByRole('heading', { name: 'What is your name?' }).waitFor();
    expect(await page.getByTestId('pickup-chosen').count()).toBe(0);
    await page.getByTestId('name-firstName').fill('Nora');
    await page.getByTestId('name-lastName').fill('Quinn');
    await page.getByTestId('save-name').click();
    await page.getByTestId('pickup-chosen').waitFor();
    expect(await page.getByRole('heading', { name: 'What is your name?' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const nextTime = await newPhone();
    await signInTo(nextTime, twin.outputs, newRider, '/ride');
    await nextTime.getByTestId('pickup-chosen').waitFor();
    expect(await nextTime.getByRole('heading', { name: 'What is your name?' }).count()).toBe(0);
  }, 120_000);
});
