/**
 * The booking history on the twin with a few seeded trips: the admin filters by status,
 * cancels a booking with a reason and assigns a driver to a NEW one (the push reaches the outbox);
 * a fleet admin sees only its fleet's bookings; axe in English and Arabic, with screenshots, and
 * English addresses in the Arabic table truncated at their end, not their beginning.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { fleetDriver, seedBookings } from './support/seed-bookings';
import { seriousViolations } from '../support/axe';

interface OutboxMessage {
  to: string;
  channel: string;
  body: string;
  at: string;
}

/** Columns after the selection column: id, reference, date, pickup time, customer, pickup, driver, status. */
const PICKUP_CELL = 'tbody tr td:nth-child(7)';
const DRIVER_CELL = 'tbody tr td:nth-child(8)';
const STATUS_CELL = 'tbody tr td:nth-child(9)';

describeInBrowser('back-office bookings page', () => {
  let twin: Twin;
  let browser: Browser;
  let admin: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    await seedBookings();
    browser = await launchBrowser();
    // One admin sign-in for the file: the sign-in code limit per contact allows only a few an hour.
    admin = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    errors = watchErrors(admin);
    await new LoginPage(admin, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
  }, 120_000);
  afterAll(async () => {
    if (errors?.length) console.log(errors.join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const openBookings = async (page: Page) => {
    await page.goto(`${twin.outputs.webUrl}/bookings`);
    await page.locator('tbody tr').first().waitFor();
  };
  const filterStatus = async (page: Page, label: string) => {
    await page.getByTestId('bookings-status-filter').click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page.waitForFunction(
      ([selector, text]) => {
        const cells = Array.from(document.querySelectorAll(selector!));
        return cells.length > 0 && cells.every((cell) => cell.textContent === text);
      },
      [STATUS_CELL, label],
    );
  };
  const firstReference = async (page: Page) =>
    (await page.locator('tbody tr td:nth-child(3)').first().textContent())!.trim();

  it('filters by status on the server', async () => {
    await openBookings(admin);
    await filterStatus(admin, 'Complete');
    await filterStatus(admin, 'New');
    expect(await admin.locator('tbody tr').count()).toBeGreaterThan(0);
  }, 60_000);

  it('cancels a NEW booking with a reason and shows it cancelled', async () => {
    await openBookings(admin);
    await filterStatus(admin, 'New');
    const reference = await firstReference(admin);
    await admin.getByRole('radio', { name: `Select ${reference}` }).check();
    await admin.getByTestId('booking-cancel').click();
    await admin.getByTestId('booking-cancel-confirm-select').click();
    await admin.getByRole('option', { name: 'Changed my mind' }).click();
    await admin.getByTestId('booking-cancel-confirm').click();
    await admin.getByText('The booking was cancelled.').waitFor();

    await filterStatus(admin, 'Cancelled');
    const row = admin.locator('tbody tr', { hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('Cancelled');
    expect(await row.textContent()).toContain('Changed my mind');
  }, 60_000);

  it('assigns a driver to a NEW booking; the driver gets the push and the booking shows the offer', async () => {
    await openBookings(admin);
    await filterStatus(admin, 'New');
    const reference = await firstReference(admin);
    await admin.getByRole('radio', { name: `Select ${reference}` }).check();
    const assignedAt = new Date();
    await admin.getByTestId('booking-assign').click();
    await admin.getByTestId('booking-assign-confirm').click();
    await admin.getByText('Driver assigned successfully and notified.').waitFor();

    const outbox = (await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[];
    const push = outbox.find(
      (message) =>
        message.channel === 'push' &&
        message.to === 'demo-push-token-driver-dana' &&
        new Date(message.at) >= assignedAt,
    );
    // The SNS message: the text by default, and the Android payload with the screen and channel.
    const sent = JSON.parse(push!.body) as { default: string; GCM: string };
    expect(sent.default).toBe('You have a new booking request.');
    expect(JSON.parse(sent.GCM)).toMatchObject({
      notification: { android_channel_id: 'bookings' },
      data: { screen: 'DriverTrips' },
    });

    // The offer shows on the booking while it waits, and a second assignment waits for the answer.
    await admin
      .locator('tbody tr', { hasText: reference })
      .filter({ hasText: /Offered to .+ \(waiting for an answer\)/ })
      .waitFor();
    await admin.getByRole('radio', { name: `Select ${reference}` }).check();
    await admin.getByTestId('booking-assign').click();
    await admin.getByTestId('booking-assign-confirm').click();
    await admin
      .getByText('This booking is already offered to a driver. Wait for the answer before assigning again.')
      .first()
      .waitFor();
  }, 60_000);

  it('shows a booking in the split panel with no serious or critical axe violation, in English and Arabic', async () => {
    await openBookings(admin);
    await filterStatus(admin, 'Started');
    const reference = await firstReference(admin);
    await admin.getByRole('radio', { name: `Select ${reference}` }).check();
    await admin.getByText(`Booking ${reference}`).waitFor();
    await admin.getByTestId('booking-tracking').waitFor();
    await admin.getByTestId('booking-chat').waitFor();
    await admin.screenshot({ path: '/tmp/bookings-en.png' });
    expect(await seriousViolations(admin)).toEqual([]);
    // With the panel open, the status filter's last options open over it and can be chosen.
    await filterStatus(admin, 'Cancelled');

    await admin.goto(twin.outputs.webUrl);
    await admin.getByLabel('Language').selectOption({ label: 'العربية' });
    await admin.waitForFunction(() => document.documentElement.dir === 'rtl');
    await openBookings(admin);
    await admin.locator('tbody tr').first().getByRole('radio').check();
    await admin.getByTestId('booking-map').waitFor();
    // A long English address in the right-to-left table keeps its beginning: its text runs left to
    // right, and its first letter is inside the cell while the ellipsis takes the end.
    const pickup = await admin
      .locator(PICKUP_CELL)
      .first()
      .evaluate((cell) => {
        const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const whole = range.getBoundingClientRect();
        range.setEnd(text, 1);
        const letter = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return {
          direction: getComputedStyle(text.parentElement!).direction,
          longerThanTheCell: whole.width > box.width,
          beginningShown: letter.left >= box.left && letter.right <= box.right,
        };
      });
    expect(pickup).toEqual({ direction: 'ltr', longerThanTheCell: true, beginningShown: true });
    await admin.screenshot({ path: '/tmp/bookings-ar.png' });
    expect(await seriousViolations(admin)).toEqual([]);
  }, 120_000);

  it("shows a fleet admin only its fleet's bookings", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    const fleetErrors = watchErrors(page);
    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.fleetadmin);
    await openBookings(page);
    // Of the seeded trips only the complete and the started one are driven by a driver of the fleet.
    const drivers = (await page.locator(DRIVER_CELL).allTextContents()).map((name) => name.trim());
    expect(drivers).toEqual(Array(2).fill(`${fleetDriver.firstName} ${fleetDriver.lastName}`));
    expect(await page.getByTestId('booking-assign').count()).toBe(0);
    await page.screenshot({ path: '/tmp/bookings-fleet.png' });
    expect(fleetErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
