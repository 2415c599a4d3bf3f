/**
 * The admin's catalogue pages on the twin: add a car type with an image and see it listed, send a
 * push notification and see it in the outbox, and axe on every page in English and Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { seriousViolations } from '../support/axe';
import { pickLanguage } from '../support/language';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PAGES = ['/cartypes', '/cancelreasons', '/categories', '/products', '/notifications'];

describeInBrowser('back-office catalogue pages', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
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
  });
  afterEach(async () => {
    if (errors.length) console.log(errors.join('\n'));
    await page.context().close();
  });

  const signInAsAdmin = () => new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
  const open = async (path: string) => {
    await page.goto(`${twin.outputs.webUrl}${path}`);
    await page.locator('tbody tr').first().waitFor();
  };

  it('adds a car type with an image from the settings group and lists it', async () => {
    await signInAsAdmin();
    await page.getByTestId('drawer').getByRole('link', { name: 'Car types' }).click();
    await page.waitForURL('**/cartypes');
    await page.locator('tr', { hasText: 'Delivery Bike' }).waitFor();
    // The seeded car types show their pictures (put into the images bucket by the twin's seed).
    for (const seeded of ['Economy', 'Comfort', 'XL', 'Delivery Bike']) {
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await page.getByRole('img', { name: seeded, exact: true }).elementHandle(),
      );
    }

    await page.getByTestId('record-add').click();
    await page.getByTestId('record-form-name').fill('Scooter');
    for (const [field, value] of [
      ['rate_per_unit_distance', '0.95'],
      ['rate_per_hour', '10'],
      ['base_fare', '1.25'],
      ['min_fare', '-4'],
      ['convenience_fees', '1'],
    ]) {
      await page.getByTestId(`record-form-${field}`).fill(value!);
    }
    await page.getByTestId('record-form-save').click();
    await page.getByText('Please enter a number of 0 or more.').waitFor();
    await page.getByTestId('record-form-min_fare').fill('4');
    await page.getByTestId('record-form-image').locator('input[type="file"]').setInputFiles({
      name: 'scooter.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByTestId('record-form-image-preview').waitFor();
    await page.getByTestId('record-form-save').click();
    await page.getByText('Added.').waitFor();

    const row = page.locator('tr', { hasText: 'Scooter' });
    await row.waitFor();
    const image = row.getByRole('img', { name: 'Scooter' });
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
  });

  it('sends a push notification to the riders and shows it in the outbox', async () => {
    await signInAsAdmin();
    await open('/notifications');
    await page.getByTestId('record-add').click();
    await page.getByTestId('record-form-title').fill('Weekend offer');
    await page.getByTestId('record-form-body').locator('textarea').fill('Rides are 10% off.');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Added.').waitFor();
    await page.locator('tr', { hasText: 'Weekend offer' }).waitFor();

    const outbox = (await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string; subject?: string }[];
    expect(outbox).toContainEqual(
      expect.objectContaining({ to: 'demo-push-token-rider-riley', subject: 'Weekend offer' }),
    );
  });

  // One test per language, so that each stays well inside its time on a busy machine (four admin
  // sign-ins in the file, within the sign-in code limit per contact).
  it.each(['English', 'العربية'] as const)(
    'shows every catalogue page in %s with no serious or critical axe violation',
    async (label) => {
      await signInAsAdmin();
      await page.goto(twin.outputs.webUrl);
      await pickLanguage(page, label);
      for (const path of PAGES) {
        await open(path);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
    },
    180_000,
  );
});
