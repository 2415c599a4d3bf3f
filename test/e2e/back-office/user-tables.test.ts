/**
 * A fleet admin adds a driver to its fleet; the admin finds it stamped with that fleet, uploads its
 * licence and approves two drivers at once; axe on the four user tables in English and Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { pickLanguage } from '../support/language';
import { LoginPage } from './support/login-page';
import { seriousViolations } from '../support/axe';

/** A 1×1 PNG: the smallest image the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeInBrowser('back-office user tables', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const newDriver = {
    firstName: 'Nina',
    lastName: 'Newcomb',
    email: 'nina@wayfare.example',
    mobile: '+12125550177',
  };

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
  });
  afterEach(async () => {
    if (errors.length) console.log(errors.join('\n'));
    await page.context().close();
  });

  const signIn = (contact: string) => new LoginPage(page, twin.outputs).signIn(contact);
  const openDrivers = async () => {
    await page.getByTestId('drawer').getByRole('link', { name: 'Drivers' }).click();
    await page.waitForURL('**/drivers');
  };
  const rowOf = (text: string) => page.locator('tr', { hasText: text });
  const chooseCarType = async (name: string) => {
    await page.getByTestId('user-form-carType').click();
    await page.getByRole('option', { name, exact: true }).click();
  };

  it('lets a fleet admin add a driver, listed in its own table', async () => {
    await signIn(twin.outputs.demoAccounts.fleetadmin);
    await openDrivers();
    await rowOf('Farid').waitFor();

    await page.getByTestId('user-add').click();
    await page.getByTestId('user-form-firstName').fill(newDriver.firstName);
    await page.getByTestId('user-form-lastName').fill(newDriver.lastName);
    await page.getByTestId('user-form-email').fill(newDriver.email);
    await page.getByTestId('user-form-mobile').fill(newDriver.mobile);
    await page.getByTestId('user-form-vehicleNumber').fill('NYC-0177');
    // Without a car type the driver would never be offered a trip: the form asks for one.
    await page.getByTestId('user-form-save').click();
    await page.getByText('Please choose a car type: a driver without one is never offered a trip.').waitFor();
    await chooseCarType('Economy');
    await page.getByTestId('user-form-save').click();
    await page.getByText('User added.').waitFor();
    // Newest first: the new driver heads the table once it has reloaded.
    await page.locator('tbody tr').first().filter({ hasText: newDriver.lastName }).waitFor();

    await page.getByTestId('user-add').click();
    await page.getByTestId('user-form-firstName').fill('Second');
    await page.getByTestId('user-form-lastName').fill('Try');
    await page.getByTestId('user-form-email').fill('second@wayfare.example');
    await page.getByTestId('user-form-mobile').fill(newDriver.mobile);
    await chooseCarType('Economy');
    await page.getByTestId('user-form-save').click();
    await page.getByText('A user with this e-mail or mobile number already exists.').waitFor();
  });

  it("shows the admin the new driver stamped with the fleet, by the fleet admin's name, and searches on the server", async () => {
    const fleetToken = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.fleetadmin);
    const { data } = await graphql<{ me: { uid: string } }>(twin.outputs, fleetToken, 'query { me { uid } }');
    await signIn(twin.outputs.demoAccounts.admin);
    await openDrivers();
    await page.getByTestId('user-search').locator('input').fill('newcomb');
    await rowOf(newDriver.lastName).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const row = await rowOf(newDriver.lastName).innerText();
    expect(row).toContain('Felix Fleet');
    expect(row).not.toContain(data!.me.uid);
  });

  it('lets the admin upload the licence image of a driver', async () => {
    await signIn(twin.outputs.demoAccounts.admin);
    await openDrivers();
    const row = rowOf(newDriver.lastName);
    await row.locator('[data-testid^="licence-"]').click();

    await page.getByTestId('licence-save').click();
    await page.getByTestId('licence-error').filter({ hasText: 'Please choose an image first.' }).waitFor();

    await page.getByTestId('licence-picker').locator('input[type="file"]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByTestId('licence-picker-preview').waitFor();
    await page.getByTestId('licence-save').click();
    await page.getByText('Licence image saved.').waitFor();

    const thumbnail = row.locator('img');
    await thumbnail.waitFor();
    const loaded = await thumbnail.evaluate((img: HTMLImageElement) =>
      img.complete ? img.naturalWidth > 0 : new Promise((resolve) => (img.onload = () => resolve(true))),
    );
    expect(loaded).toBe(true);
  });

  it('approves two drivers at once, after one confirmation naming how many', async () => {
    await signIn(twin.outputs.demoAccounts.admin);
    await openDrivers();
    // Nina, added by the fleet admin, is approved; unapproved again, she waits beside Uma.
    await rowOf(newDriver.lastName).getByRole('checkbox').check();
    await page.getByTestId('driver-unapprove').click();
    await page.getByText(`Unapprove ${newDriver.firstName} ${newDriver.lastName}?`).waitFor();
    await page.getByTestId('driver-unapprove-confirm').click();
    await page.getByText('Drivers unapproved: 1.').waitFor();

    await rowOf(newDriver.lastName).getByRole('checkbox').check();
    await rowOf('Unapproved').getByRole('checkbox').check();
    await page.getByTestId('driver-approve').click();
    await page
      .getByText('Approve the 2 selected drivers? They can then sign in and receive trips.')
      .waitFor();
    await page.getByTestId('driver-approve-confirm').click();
    await page.getByText('Drivers approved: 2.').waitFor();
    // Both approved: selected again, only unapproving applies.
    await rowOf(newDriver.lastName).getByRole('checkbox').check();
    await rowOf('Unapproved').getByRole('checkbox').check();
    expect(await page.getByTestId('driver-approve').isDisabled()).toBe(true);
    expect(await page.getByTestId('driver-unapprove').isDisabled()).toBe(false);
  });

  it("lets a fleet admin unapprove and approve its own drivers together, never seeing another fleet's", async () => {
    await signIn(twin.outputs.demoAccounts.fleetadmin);
    await openDrivers();
    await rowOf(newDriver.lastName).waitFor();
    // Uma drives for no fleet of Felix's: she is not in his table to be selected.
    expect(await rowOf('Uma').count()).toBe(0);

    await rowOf('Farid').getByRole('checkbox').check();
    await rowOf(newDriver.lastName).getByRole('checkbox').check();
    await page.getByTestId('driver-unapprove').click();
    await page.getByText('Unapprove the 2 selected drivers?', { exact: false }).waitFor();
    await page.getByTestId('driver-unapprove-confirm').click();
    await page.getByText('Drivers unapproved: 2.').waitFor();

    await rowOf('Farid').getByRole('checkbox').check();
    await rowOf(newDriver.lastName).getByRole('checkbox').check();
    await page.getByTestId('driver-approve').click();
    await page.getByText('Approve the 2 selected drivers?', { exact: false }).waitFor();
    await page.getByTestId('driver-approve-confirm').click();
    await page.getByText('Drivers approved: 2.').waitFor();
  });

  // One test per language, so that each stays well inside its time on a busy machine; with the
  // file's other admin sign-ins that is five codes, the limit per contact and hour.
  const TABLES = ['/riders', '/drivers', '/fleetadmins', '/alladmin'];
  const checkTables = async (language: string) => {
    for (const path of TABLES) {
      await page.goto(`${twin.outputs.webUrl}${path}`);
      await page.locator('tbody tr').first().getByRole('checkbox').waitFor();
      expect({ language, path, violations: await seriousViolations(page) }).toEqual({
        language,
        path,
        violations: [],
      });
    }
  };

  it('shows the four user tables with no serious or critical axe violation, in English', async () => {
    await signIn(twin.outputs.demoAccounts.admin);
    await checkTables('en');
  }, 180_000);

  it('shows the four user tables with no serious or critical axe violation, in Arabic', async () => {
    await signIn(twin.outputs.demoAccounts.admin);
    await page.goto(twin.outputs.webUrl);
    await pickLanguage(page, 'العربية');
    await checkTables('ar');
  }, 180_000);
});
