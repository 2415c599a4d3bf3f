/**
 * A shop delivery with two phones on the twin: the rider fills a cart (the shop's badge counts the
 * items, the cart's total is the one the server books), checks out as a delivery
 * paid by card up front (the test provider's page), the paid order goes to the driver, who
 * accepts, photographs the order at the pickup and at the drop and reaches; the rider sees the
 * order, both photos and the trip paid. Screens are captured at 360 px in English and Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { phoneContext, putDriverOnline, signInTo, TWIN_START_TIMEOUT } from './support';

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const STEP_TIMEOUT = 20_000;
/** A 1×1 PNG: what a phone camera hands the file input, as small as it gets. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shop-delivery';

describeInBrowser('a shop delivery from cart to photos, rider and driver side by side', () => {
  let twin: Twin;
  let browser: Browser;
  let rider: Page;
  let driver: Page;
  let tripPath = '';
  const errors: string[][] = [];

  beforeAll(async () => {
    // The sweep keeps its minute: the paid order must reach the driver from the payment itself.
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    rider = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE)).newPage();
    driver = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE)).newPage();
    errors.push(watchErrors(rider), watchErrors(driver));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const waitForStatus = (page: Page, value: string) =>
    page.waitForSelector(`[data-testid="trip-status"][data-status="${value}"]`, { timeout: STEP_TIMEOUT });

  /** The whole screen in English, then in Arabic (right to left), back in English. */
  async function capture(page: Page, name: string) {
    await page.screenshot({ path: `${SHOTS}/${name}-en.png`, fullPage: true });
    await page.getByLabel('Language').selectOption({ label: 'العربية' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.screenshot({ path: `${SHOTS}/${name}-ar.png`, fullPage: true });
    await page.getByLabel('اللغة').selectOption({ label: 'English' });
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  }

  it('puts the driver online at the pickup', () => putDriverOnline(driver, twin.outputs));

  it('fills a cart and checks it out as a delivery paid by card', async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride/shop');
    await rider.getByTestId('product').first().waitFor();
    await rider.getByRole('button', { name: 'Add one Organic milk' }).click();
    await rider.getByRole('button', { name: 'Add one Organic milk' }).click();
    await rider.getByRole('button', { name: 'Add one Sourdough loaf' }).click();
    expect(await rider.getByTestId('cart').innerText()).toContain('2 × Organic milk');
    // The shop's badge counts the items, and the cart totals them before checkout
    // (2 × 3.49 + 5.25 from the demo catalogue).
    const badge = rider.getByTestId('cart-badge');
    expect(await badge.innerText()).toBe('3');
    expect(await badge.getAttribute('aria-label')).toBe('Items in the cart: 3');
    const shopTotal = await rider.getByTestId('cart-total').locator('strong').innerText();
    expect(shopTotal).toBe('$12.23');
    await rider.getByTestId('checkout').click();

    // Picked up at the shop the operator set; brought to the phone's place unless another is chosen.
    expect(await rider.getByTestId('shop-pickup').innerText()).toContain('Chelsea Market');
    await rider.getByTestId('drop-chosen').waitFor();
    expect(await rider.getByTestId('pickup-search').count()).toBe(0);
    await rider.getByTestId('drop-search').fill('Empire State');
    await rider.getByTestId('drop-search').press('Enter');
    await rider.getByTestId('drop-suggestion').first().click();
    await rider.getByTestId('car-economy').click();
    await rider.getByTestId('quote').waitFor();
    await rider.getByTestId('pay-card').check();
    // 2 × 3.49 + 5.25 from the demo catalogue.
    expect(await rider.getByTestId('goods-total').innerText()).toContain('12.23');
    await capture(rider, 'checkout');
    await rider.getByTestId('book').click();
    await rider.waitForURL(/\/ride\/trip\//);
    tripPath = new URL(rider.url()).pathname;
    await waitForStatus(rider, 'PAYMENT_PENDING');
    // The order's total as the server booked it is the one the cart showed; the cart is emptied.
    expect(await rider.getByTestId('cart-total').locator('strong').innerText()).toBe(shopTotal);
    expect(await rider.getByTestId('cart-badge').count()).toBe(0);
    await capture(rider, 'awaiting-payment');
  });

  it('pays on the provider page; the paid order is offered to the driver', async () => {
    await rider.getByTestId('pay-now').click();
    await rider.getByRole('button', { name: 'Approve' }).click();
    await rider.getByText('Payment settled').waitFor();
    await rider.goto(`${twin.outputs.webUrl}${tripPath}`);
    await waitForStatus(rider, 'NEW');

    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await waitForStatus(rider, 'ACCEPTED');
  });

  it('photographs the order at the pickup and at the drop, and reaches', async () => {
    await driver.getByTestId('next-step').click();
    await waitForStatus(driver, 'ARRIVED');
    expect(await driver.getByTestId('delivery-order').innerText()).toContain('2 × Organic milk');
    await driver
      .getByTestId('pickup_image-input')
      .setInputFiles({ name: 'pickup.png', mimeType: 'image/png', buffer: PHOTO });
    await driver.getByTestId('pickup-photo').waitFor({ timeout: STEP_TIMEOUT });

    // Picked up at the shop, where the customer is not: no code to ask for, none to show.
    expect(await driver.getByTestId('otp-input').count()).toBe(0);
    expect(await rider.getByTestId('ride-otp').count()).toBe(0);
    await rider.getByTestId('trip-status').getByText('Driver at the shop').waitFor();
    await driver.getByTestId('next-step').click();
    await waitForStatus(driver, 'STARTED');
    await driver
      .getByTestId('deliver_image-input')
      .setInputFiles({ name: 'drop.png', mimeType: 'image/png', buffer: PHOTO });
    await driver.getByTestId('deliver-photo').waitFor({ timeout: STEP_TIMEOUT });
    await capture(driver, 'driver-photos');

    // Paid up front: nothing to collect, and REACHED settles it at once.
    expect(await driver.getByTestId('cash-to-collect').count()).toBe(0);
    await driver.getByTestId('next-step').click();
    expect(await driver.getByRole('alertdialog').innerText()).toContain('End the trip here at the drop?');
    await driver.getByTestId('confirm-step').click();
    await waitForStatus(driver, 'PAID');
  });

  it('shows the rider the paid trip with both photos', async () => {
    await waitForStatus(rider, 'PAID');
    for (const photo of ['pickup-photo', 'deliver-photo']) {
      const image = rider.getByTestId(photo);
      await image.waitFor({ timeout: STEP_TIMEOUT });
      await rider.waitForFunction(
        (id) =>
          (document.querySelector(`[data-testid="${id}"]`) as HTMLImageElement | null)?.naturalWidth === 1,
        photo,
      );
    }
    await capture(rider, 'rider-photos');
  });
});
