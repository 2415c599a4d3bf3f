/** Helpers for the rider and driver app browser tests: phone-sized contexts and sign-in. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import { LoginPage } from '../back-office/support/login-page';

export const PHONE = { width: 360, height: 780 };

/** A twin with the built web app can take minutes to start on a busy shared machine. */
export const TWIN_START_TIMEOUT = 180_000;

/** A phone-sized browser context at a place in the demo city, with location allowed. */
export async function phoneContext(
  browser: Browser,
  outputs: TwinOutputs,
  at: { latitude: number; longitude: number },
  viewport: { width: number; height: number } = PHONE,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    geolocation: at,
    permissions: ['geolocation'],
    baseURL: outputs.webUrl,
    serviceWorkers: 'block',
  });
}

/** Signs in through the login page, which then sends the visitor to `next`. */
export async function signInTo(
  page: Page,
  outputs: TwinOutputs,
  contact: string,
  next: string,
): Promise<void> {
  await page.goto(`${outputs.webUrl}${next}`);
  await page.waitForURL(/\/login\?next=/);
  const login = new LoginPage(page, outputs);
  const { waitForCode } = await import('../support/outbox');
  const requestedAt = await login.requestCode(contact);
  await login.enterCode(await waitForCode(outputs.outboxUrl, contact, requestedAt));
  await page.waitForURL(`**${next}`);
}

/** Signs the driver in on `/drive` and switches it online, as the server then has it. */
export async function putDriverOnline(driver: Page, outputs: TwinOutputs): Promise<void> {
  await signInTo(driver, outputs, outputs.demoAccounts.driver, '/drive');
  const online = driver.getByTestId('online-switch');
  if (!(await online.isChecked())) await online.click();
  await driver.getByText('Online: you receive offers').waitFor();
}

/**
 * The signed-in rider books an economy ride from the phone's place to the Empire State Building,
 * paid as given; answers the trip screen's path.
 */
export async function bookRide(rider: Page, payment: 'wallet' | 'card' | 'cash'): Promise<string> {
  await rider.goto('/ride');
  await rider.getByTestId('pickup-chosen').waitFor();
  await rider.getByTestId('drop-search').fill('Empire State');
  await rider.getByTestId('drop-search').press('Enter');
  await rider.getByTestId('drop-suggestion').first().click();
  await rider.getByTestId('car-economy').click();
  await rider.getByTestId('quote').waitFor();
  await rider.getByTestId(`pay-${payment}`).check();
  await rider.getByTestId('book').click();
  await rider.waitForURL(/\/ride\/trip\//);
  return new URL(rider.url()).pathname;
}
