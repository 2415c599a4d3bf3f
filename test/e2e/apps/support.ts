/** Helpers for the rider and driver app browser tests: phone-sized contexts and sign-in. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import { startTestTwin } from '../../support/twin';
import { LoginPage } from '../back-office/support/login-page';
import { launchBrowser, watchErrors } from '../support/browser';

export const PHONE = { width: 360, height: 780 };
/** The phone the rider and driver app tests run on (phone screens must work at 390×844). */
export const PHONE_390 = { width: 390, height: 844 };
/** How long one step of a trip (a live update reaching the other phone) may take. */
export const STEP_TIMEOUT = 20_000;
export const TIMES_SQUARE = { latitude: 40.758, longitude: -73.9855 };

type Place = { latitude: number; longitude: number };

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

/** A twin, one browser, and a rider and a driver on their own 390×844 phones. */
export interface TwoPhones {
  twin: Twin;
  browser: Browser;
  riderPhone: BrowserContext;
  driverPhone: BrowserContext;
  rider: Page;
  driver: Page;
  /** Page errors are collected and printed after the file; more pages can be watched with this. */
  watch(page: Page): void;
}

/**
 * Registers the file's `beforeAll`/`afterAll` for a rider phone and a driver phone on a fresh twin
 * (both at Times Square unless placed elsewhere); the answer's fields are set once `beforeAll` ran.
 */
export function useTwoPhones(at: { rider?: Place; driver?: Place } = {}): TwoPhones {
  const errors: string[][] = [];
  const phones = { watch: (page: Page) => void errors.push(watchErrors(page)) } as TwoPhones;
  beforeAll(async () => {
    phones.twin = await startTestTwin({ web: 'static' });
    phones.browser = await launchBrowser();
    const outputs = phones.twin.outputs;
    phones.riderPhone = await phoneContext(phones.browser, outputs, at.rider ?? TIMES_SQUARE, PHONE_390);
    phones.driverPhone = await phoneContext(phones.browser, outputs, at.driver ?? TIMES_SQUARE, PHONE_390);
    phones.rider = await phones.riderPhone.newPage();
    phones.driver = await phones.driverPhone.newPage();
    phones.watch(phones.rider);
    phones.watch(phones.driver);
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    if (errors.flat().length) console.log(errors.flat().join('\n'));
    await phones.browser?.close();
    await phones.twin?.close();
  });
  return phones;
}

/** Jest's fakeable timers but `Date`: they stay real, so only the time of day moves. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Moves the time of day forward by `ms` for the twin and the given browser contexts together, so
 * a rule measured in minutes is tested without waiting them out. The twin's handlers run in this
 * test's process, so its clock is this process's `Date` (from here on for the rest of the file,
 * still flowing); each context's clock must have been installed (`context.clock.install()`)
 * before its pages loaded.
 */
export async function moveClocksForward(ms: number, contexts: BrowserContext[]): Promise<void> {
  jest.useFakeTimers({ now: Date.now() + ms, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
  await Promise.all(contexts.map((context) => context.clock.fastForward(ms)));
}

/** Waits until the page's trip screen shows the trip in `status`, as the server has it. */
export function waitForStatus(page: Page, status: string) {
  return page.waitForSelector(`[data-testid="trip-status"][data-status="${status}"]`, {
    timeout: STEP_TIMEOUT,
  });
}

/**
 * Types into a place field (`drop`, `stop-1`, `new-drop` …), picks the suggestion matching `option`
 * and, unless told not to (a field that shows the place only once the server priced it), waits until
 * the field shows it as chosen.
 */
export async function choosePlace(
  page: Page,
  field: string,
  text: string,
  option: RegExp,
  { waitUntilChosen = true } = {},
): Promise<void> {
  await page.getByTestId(`${field}-search`).pressSequentially(text);
  await page.getByTestId(`${field}-suggestion`).filter({ hasText: option }).first().click();
  if (waitUntilChosen) await page.getByTestId(`${field}-chosen`).filter({ hasText: option }).waitFor();
}
