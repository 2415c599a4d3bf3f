/**
 * SOS from a trip under way to the back office (docs/apps.md, docs/back-office.md): the rider on a
 * 390×844 phone presses Emergency and confirms; the phone is handed the operator's configured
 * panic number (the demo's 911, not the 112 used while none is set), and the admin's Safety page
 * lists the alert with the trip and the rider, which the admin acknowledges.
 */
import type { Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { LoginPage } from '../back-office/support/login-page';
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

/** The demo operator's panic number (settings.panic). */
const PANIC = '911';

describeInBrowser('SOS on a trip under way, from the rider to the Safety page', () => {
  const phones = useTwoPhones();
  let twin: Twin;
  let rider: Page;
  let driver: Page;
  let admin: Page;
  let reference = '';

  beforeAll(async () => {
    ({ twin, rider, driver } = phones);
    admin = await (await phones.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    phones.watch(admin);
  });

  it('puts the driver online', () => putDriverOnline(driver, twin.outputs));

  it("raises SOS from the rider's trip once the driver is on the way, dialling the panic number", async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await bookRide(rider, 'cash');
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('accept').click();
    await waitForStatus(rider, 'ACCEPTED');
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
