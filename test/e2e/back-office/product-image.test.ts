/**
 * A shop product's picture from the back office to the rider's phone: an admin adds a product
 * with a small PNG chosen in the form's file input (uploaded to the image store through a signed
 * URL), and the rider's shop shows that picture, read from the image store.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { phoneContext, signInTo, TWIN_START_TIMEOUT } from '../apps/support';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';

/** A 2×1 PNG, so that its loaded width tells it from any 1-pixel picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP438AARAAMfgL/LyTkkgAAAABJRU5ErkJggg==',
  'base64',
);
const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const PHONE_390 = { width: 390, height: 844 };
const STEP_TIMEOUT = 20_000;

describeInBrowser("a product's picture, uploaded in the back office, in the rider's shop", () => {
  let twin: Twin;
  let browser: Browser;
  let admin: Page;
  let rider: Page;
  const errors: string[][] = [];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    rider = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390)).newPage();
    errors.push(watchErrors(admin), watchErrors(rider));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  /** Waits until the image has loaded with a width, then answers where it was read from. */
  async function loadedSource(page: Page, image: ReturnType<Page['locator']>) {
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
      { timeout: STEP_TIMEOUT },
    );
    return image.evaluate((img: HTMLImageElement) => ({ src: img.src, width: img.naturalWidth }));
  }

  it('adds a product with a PNG chosen in the file input', async () => {
    await new LoginPage(admin, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await admin.goto(`${twin.outputs.webUrl}/products`);
    await admin.locator('tr', { hasText: 'Organic milk' }).waitFor();
    await admin.getByTestId('record-add').click();
    await admin.getByTestId('record-form-name').fill('Wildflower honey');
    await admin.getByTestId('record-form-category').locator('button').first().click();
    await admin.getByRole('option', { name: 'Groceries' }).click();
    await admin.getByTestId('record-form-amount').fill('8.5');
    await admin.getByTestId('record-form-size').fill('250 g');
    await admin.getByTestId('record-form-description').locator('textarea').fill('From the Hudson Valley');
    await admin
      .getByTestId('record-form-image')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'honey.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByTestId('record-form-image-preview').waitFor();
    await admin.getByTestId('record-form-save').click();
    await admin.getByText('Added.').waitFor();

    const listed = admin.locator('tr', { hasText: 'Wildflower honey' }).getByRole('img');
    await listed.waitFor();
    expect((await loadedSource(admin, listed)).width).toBe(2);
  });

  it("shows the picture in the rider's shop, read from the image store", async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride/shop');
    const card = rider.getByTestId('product').filter({ hasText: 'Wildflower honey' });
    await card.waitFor({ timeout: STEP_TIMEOUT });
    const picture = await loadedSource(rider, card.locator('img'));
    expect(picture.width).toBe(2);
    // A signed read URL of the image store, not the app's placeholder or a copy in the page.
    expect(picture.src).toMatch(/^https?:\/\//);
    expect(picture.src).not.toContain(twin.outputs.webUrl);
    expect(picture.src).toContain('X-Amz-Signature=');
    // Products without a picture of their own show none (the placeholder is not an image URL).
    expect(
      await rider.getByTestId('product').filter({ hasText: 'Organic milk' }).locator('img').count(),
    ).toBe(0);
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
  });
});
