/**
 * A multi-stop trip with two phones (390×844) on the twin: the rider books with a stop on the way,
 * priced by the server; the driver accepts and its trip screen lists the stop before the drop.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { phoneContext, signInTo, TWIN_START_TIMEOUT } from './support';

const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };
const UPTOWN = { latitude: 40.7615, longitude: -73.9838 };
const PHONE_390 = { width: 390, height: 844 };
const STEP_TIMEOUT = 20_000;

describeInBrowser('a trip with a stop, rider and driver side by side', () => {
  let twin: Twin;
  let browser: Browser;
  let rider: Page;
  let driver: Page;
  const errors: string[][] = [];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    rider = await (await phoneContext(browser, twin.outputs, TIMES_SQUARE, PHONE_390)).newPage();
    driver = await (await phoneContext(browser, twin.outputs, UPTOWN, PHONE_390)).newPage();
    for (const page of [rider, driver]) page.setDefaultTimeout(STEP_TIMEOUT);
    errors.push(watchErrors(rider), watchErrors(driver));
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const waitForStatus = (page: Page, value: string) =>
    page.waitForSelector(`[data-testid="trip-status"][data-status="${value}"]`, { timeout: STEP_TIMEOUT });
  const choosePlace = async (page: Page, field: string, text: string, option: RegExp) => {
    await page.getByTestId(`${field}-search`).pressSequentially(text);
    await page.getByTestId(`${field}-suggestion`).filter({ hasText: option }).first().click();
    await page.getByTestId(`${field}-chosen`).filter({ hasText: option }).waitFor();
  };
  const price = (page: Page) => page.getByTestId('price-economy').innerText();

  it('puts the driver online near the pickup', async () => {
    await signInTo(driver, twin.outputs, twin.outputs.demoAccounts.driver, '/drive');
    const online = driver.getByTestId('online-switch');
    if (!(await online.isChecked())) await online.click();
    await driver.getByText('Online: you receive offers').waitFor();
  });

  it('books with a stop: the price is the route through it', async () => {
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await rider.getByTestId('pickup-chosen').waitFor();
    await choosePlace(rider, 'drop', 'Empire Sta', /Empire State Building/);
    await rider.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="price-economy"]')?.textContent ?? ''),
    );
    const direct = await price(rider);

    await rider.getByTestId('add-stop').click();
    await choosePlace(rider, 'stop-1', 'Intrepid', /Intrepid Museum/);
    // The server re-quotes through the stop: a longer route, a higher price.
    await rider.waitForFunction(
      (before) => {
        const text = document.querySelector('[data-testid="price-economy"]')?.textContent ?? '';
        return /\d/.test(text) && text !== before;
      },
      direct,
      { timeout: STEP_TIMEOUT },
    );
    await rider.getByTestId('car-economy').click();
    await rider.getByTestId('quote').waitFor();
    await rider.getByTestId('pay-cash').check();
    await rider.getByTestId('book').click();
    await rider.waitForURL(/\/ride\/trip\//);
    await waitForStatus(rider, 'NEW');
    expect(await rider.getByTestId('trip-stops').innerText()).toContain('Intrepid Museum');
  });

  it('shows the driver who accepts the stop before the drop', async () => {
    await driver.getByTestId('offer').waitFor({ timeout: STEP_TIMEOUT });
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await waitForStatus(driver, 'ACCEPTED');
    expect(await driver.getByTestId('trip-stops').innerText()).toContain('Intrepid Museum');
    expect(await driver.getByTestId('trip-drop').innerText()).toContain('Empire State Building');
    // The page fits the phone: nothing runs off its side.
    expect(await driver.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await rider.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
