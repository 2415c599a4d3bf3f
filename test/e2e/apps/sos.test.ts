/**
 * SOS from a trip under way to the back office (docs/apps.md, docs/back-office.md): the rider on a
 * 390×844 phone presses Emergency and confirms; the phone is handed the operator's configured
 * panic number (the demo's 911, not the 112 used while none is set), and the admin's Safety page
 * lists the alert with the trip and the rider, which the admin acknowledges.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { LoginPage } from '../back-office/support/login-page';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { bookRide, phoneContext, putDriverOnline, signInTo, TWIN_START_TIMEOUT } from './support';

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const PHONE_390 = { width: 390, height: 844 };
const STEP_TIMEOUT = 20_000;
/** The demo operator's panic number (settings.panic). */
const PANIC = '911';

describeInBrowser('SOS on a trip under way, from the rider to the Safety page', () => {
  let twin: Twin;
  let browser: Browser;
  let rider: Page;
  let driver: Page;
  let admin: Page;
  let reference = '';
  const errors: string[][] = [];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    rider = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390)).newPage();
    driver = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390)).newPage();
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    errors.push(watchErrors(rider), watchErrors(driver), watchErrors(admin));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  it('puts the driver online', () => putDriverOnline(driver, twin.outputs));

  it("raises SOS from the rider's trip once the driver is on the way, dialling the panic number", async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await bookRide(rider, 'cash');
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('accept').click();
    await rider.waitForSelector('[data-testid="trip-status"][data-status="ACCEPTED"]', {
      timeout: STEP_TIMEOUT,
    });
    reference = /Trip ([A-Z]{6})/.exec(await rider.title())![1]!;

    await rider.getByTestId('sos').click();
    const question = rider.getByRole('alertdialog');
    expect(await question.innerText()).toContain(PANIC);
    await rider.getByTestId('sos-confirm').click();
    await rider.getByTestId('sos-alerted').waitFor({ timeout: STEP_TIMEOUT });
    expect(await rider.getByTestId('sos-call').getAttribute('href')).toBe(`tel:${PANIC}`);
    expect(await rider.getByTestId('sos-call').innerText()).toContain(PANIC);
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
  }, 90_000);

  it('lists the alert on the Safety page, and the admin acknowledges it', async () => {
    await new LoginPage(admin, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await admin.goto(`${twin.outputs.webUrl}/safety`);
    const row = admin.locator('tr', { hasText: reference });
    await row.waitFor({ timeout: STEP_TIMEOUT });
    expect(await row.innerText()).toContain('Not acknowledged');
    expect(await row.innerText()).toContain('(rider)');
    await row.getByRole('radio').check();
    await admin.getByTestId('safety-acknowledge').click();
    await admin.getByTestId('safety-acknowledge-confirm').click();
    await admin
      .locator('tr', { hasText: reference })
      .filter({ hasText: /Acknowledged by / })
      .waitFor({
        timeout: STEP_TIMEOUT,
      });
    expect(await admin.getByTestId('safety-acknowledge').isDisabled()).toBe(true);
  });
});
