/**
 * A multi-stop trip with two phones (390×844) on the twin: the rider books with a stop on the way,
 * priced by the server; the driver accepts and its trip screen lists the stop before the drop.
 */
import type { Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser';
import { choosePlace, putDriverOnline, signInTo, STEP_TIMEOUT, useTwoPhones, waitForStatus } from './support';

const UPTOWN = { latitude: 40.7615, longitude: -73.9838 };

describeInBrowser('a trip with a stop, rider and driver side by side', () => {
  const phones = useTwoPhones({ driver: UPTOWN });

  const price = (page: Page) => page.getByTestId('price-economy').innerText();

  it('puts the driver online near the pickup', () => putDriverOnline(phones.driver, phones.twin.outputs));

  it('books with a stop: the price is the route through it', async () => {
    const { rider, twin } = phones;
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
    const { rider, driver } = phones;
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
