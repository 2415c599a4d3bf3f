/**
 * Changing the drop during a trip with two phones (390×844) on the twin: the rider picks a new
 * drop mid-trip, sees the server's new fare and the difference, accepts; the driver's screen shows
 * the new drop, marked as changed, without a reload, and its directions lead there; the trip ends
 * priced at the new fare.
 */
import type { Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser';
import { bookRide, choosePlace, putDriverOnline, signInTo, useTwoPhones, waitForStatus } from './support';

const ON_SIXTH = { latitude: 40.7555, longitude: -73.9837 };
const BROOKLYN_BRIDGE = { latitude: 40.7121, longitude: -74.0041 };

describeInBrowser('changing the drop during a trip, rider and driver side by side', () => {
  const phones = useTwoPhones();

  const fitsThePhone = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('puts the driver online at the pickup', () => putDriverOnline(phones.driver, phones.twin.outputs));

  it('books a cash ride', async () => {
    const { rider, twin } = phones;
    await signInTo(rider, twin.outputs, twin.outputs.demoAccounts.rider, '/ride');
    await bookRide(rider, 'cash');
  });

  it('is accepted, reached and started by the driver', async () => {
    const { rider, driver } = phones;
    await driver.getByTestId('offer').waitFor();
    await driver.getByTestId('accept').click();
    await driver.waitForURL(/\/drive\/trip\//);
    await waitForStatus(driver, 'ACCEPTED');
    await driver.getByTestId('next-step').click();
    await waitForStatus(rider, 'ARRIVED');
    const otp = await rider.getByTestId('ride-otp').innerText();
    await driver.getByTestId('otp-input').fill(otp);
    await driver.getByTestId('next-step').click();
    await waitForStatus(rider, 'STARTED');
    await waitForStatus(driver, 'STARTED');
    expect(await driver.getByTestId('drop-changed').count()).toBe(0);
  });

  it('lets the rider change the drop mid-trip at the quoted fare, shown to the driver live', async () => {
    const { rider, driver, driverPhone } = phones;
    await driverPhone.setGeolocation(ON_SIXTH);
    const before = await rider.getByTestId('trip-cost').innerText();
    await rider.getByTestId('change-drop').click();
    await choosePlace(rider, 'new-drop', 'Brooklyn Bri', /Brooklyn Bridge Manhattan Entrance/, {
      waitUntilChosen: false,
    });
    const quote = rider.getByTestId('drop-change-quote');
    await quote.waitFor();
    expect(await quote.innerText()).toMatch(/^New fare: \$\d+\.\d{2}\. \$\d+\.\d{2} more than now\.$/);
    expect(await fitsThePhone(rider)).toBe(true);
    const quoted = /New fare: (\$\d+\.\d{2})/.exec(await quote.innerText())![1]!;
    expect(quoted).not.toBe(before);

    await rider.getByTestId('accept-drop-change').click();
    await rider
      .getByTestId('trip-drop')
      .filter({ hasText: /Brooklyn Bridge Manhattan Entrance/ })
      .waitFor();
    expect(await rider.getByTestId('trip-cost').innerText()).toBe(quoted);

    // The driver's open screen follows the booking's live change: no reload.
    await driver
      .getByTestId('trip-drop')
      .filter({ hasText: /Brooklyn Bridge Manhattan Entrance/ })
      .waitFor();
    expect(await driver.getByTestId('drop-changed').innerText()).toBe('Drop changed by the rider');
    // In the drop's own cell of the two-column list, under the address, not a cell of its own.
    expect(
      await driver
        .locator('dd', { has: driver.getByTestId('trip-drop') })
        .getByTestId('drop-changed')
        .count(),
    ).toBe(1);
    expect(await driver.getByTestId('cash-to-collect').innerText()).toBe(quoted);
    expect(await driver.getByRole('link', { name: 'Directions to the drop' }).getAttribute('href')).toContain(
      `${BROOKLYN_BRIDGE.latitude}%2C${BROOKLYN_BRIDGE.longitude}`,
    );
    expect(await fitsThePhone(driver)).toBe(true);
  });

  it('completes the trip at the new drop, priced at the accepted fare', async () => {
    const { rider, driver, driverPhone } = phones;
    const fare = await driver.getByTestId('cash-to-collect').innerText();
    await driverPhone.setGeolocation(BROOKLYN_BRIDGE);
    await driver.getByTestId('next-step').click();
    await driver.getByTestId('confirm-step').click();
    await waitForStatus(rider, 'PAID');
    await waitForStatus(driver, 'PAID');
    expect(await rider.getByTestId('trip-cost').innerText()).toBe(fare);
    expect(await driver.getByTestId('drop-changed').count()).toBe(0);
  });
});
