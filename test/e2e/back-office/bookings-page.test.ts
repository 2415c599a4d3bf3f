/**
 * The booking history on the twin with a few seeded trips: the admin filters by status, searches
 * by reference and by a rider's contact, filters by payment mode and driver, sorts by status and
 * exports what the table shows, with the server's total; cancels a booking with a reason and
 * assigns a driver to a NEW one (the push reaches the outbox); a fleet admin sees and finds only
 * its fleet's bookings; axe in English and Arabic, with screenshots, and English addresses in the
 * Arabic table truncated at their end, not their beginning.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, downloadedText, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { fleetDriver, secondRider, seedBookings } from './support/seed-bookings';
import { seriousViolations } from '../support/axe';
import { pickLanguage } from '../support/language';

interface OutboxMessage {
  to: string;
  channel: string;
  body: string;
  at: string;
}

/** Columns after the selection column: id, reference, date, pickup time, customer, pickup, driver, status. */
const REFERENCE_CELL = 'tbody tr td:nth-child(3)';
const CUSTOMER_CELL = 'tbody tr td:nth-child(6)';
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
    // A booking's own cell: while loading, the table's one row is its loading row.
    await page.locator(STATUS_CELL).first().waitFor();
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
    (await page.locator(REFERENCE_CELL).first().textContent())!.trim();
  const cellsOf = async (page: Page, selector: string) =>
    (await page.locator(selector).allTextContents()).map((text) => text.trim());
  /** Waits until the column's cells read exactly these texts, in this order (none: the empty state). */
  const showsCells = (page: Page, selector: string, texts: string[]) =>
    page.waitForFunction(
      ([cells, expected]) =>
        JSON.stringify(
          Array.from(document.querySelectorAll(cells)).map((cell) => cell.textContent?.trim()),
        ) === JSON.stringify(expected),
      [selector, texts] as const,
    );
  const showsTotal = (page: Page, count: number) =>
    page
      .getByTestId('bookings-total')
      .filter({ hasText: new RegExp(`^Bookings found: ${count}$`) })
      .waitFor();
  const search = (page: Page, text: string) =>
    page.getByTestId('bookings-search').locator('input').fill(text);
  const choose = async (page: Page, testId: string, option: string | RegExp) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('filters by status on the server', async () => {
    await openBookings(admin);
    await filterStatus(admin, 'Complete');
    await filterStatus(admin, 'New');
    expect(await admin.locator('tbody tr').count()).toBeGreaterThan(0);
  }, 60_000);

  it('searches by reference and by rider contact, filters and sorts on the server with the total, and exports the filtered rows', async () => {
    await openBookings(admin);
    await showsTotal(admin, 7);
    const newest = await firstReference(admin);
    await search(admin, newest);
    await showsCells(admin, REFERENCE_CELL, [newest]);
    await showsTotal(admin, 1);
    // A rider's e-mail or phone finds that rider's bookings only.
    const rosa = `${secondRider.firstName} ${secondRider.lastName}`;
    await search(admin, secondRider.email!);
    await showsCells(admin, CUSTOMER_CELL, [rosa]);
    await showsTotal(admin, 1);
    await search(admin, '');
    await showsTotal(admin, 7);
    await search(admin, secondRider.mobile!);
    await showsCells(admin, CUSTOMER_CELL, [rosa]);
    await search(admin, '');
    await showsTotal(admin, 7);

    // The one card booking; then every mode again.
    await choose(admin, 'bookings-payment-filter', 'Card');
    await showsCells(admin, STATUS_CELL, ['Awaiting payment up front']);
    await showsTotal(admin, 1);
    await choose(admin, 'bookings-payment-filter', 'All payment modes');
    await showsTotal(admin, 7);

    // The fleet driver's two trips, then sorted by status, latest in the lifecycle first.
    await admin.getByTestId('bookings-driver-filter').click();
    await admin.getByLabel('Search drivers by name or phone').fill(fleetDriver.lastName);
    await admin
      .getByRole('option', { name: new RegExp(`${fleetDriver.firstName} ${fleetDriver.lastName}`) })
      .click();
    await showsTotal(admin, 2);
    // Newest first is started, then complete; by status ascending too, so descending tells.
    await showsCells(admin, STATUS_CELL, ['Started', 'Complete']);
    // The column's sort control (the sticky header's copy covers the table's own: a click event,
    // not a pointer at a spot).
    const sortByStatus = () =>
      admin.locator('[data-focus-id="sorting-control-status"]').first().dispatchEvent('click');
    await sortByStatus();
    await sortByStatus();
    await showsCells(admin, STATUS_CELL, ['Complete', 'Started']);
    const shown = await cellsOf(admin, REFERENCE_CELL);

    // The CSV holds the filtered rows in the table's order: the header, then the reference second.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('booking-export').click(),
    ]);
    const [header, ...rows] = (await downloadedText(download)).split('\r\n').filter(Boolean);
    expect(header).toMatch(/^Booking id,Reference,/);
    expect(rows.map((row) => row.split(',')[1])).toEqual(shown);
    for (const row of rows) expect(row).toContain(`${fleetDriver.firstName} ${fleetDriver.lastName}`);
  }, 120_000);

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
    await pickLanguage(admin, 'العربية');
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
    // Its search finds only its drivers' bookings: another driver's, by reference or rider, stay out.
    const farid = `${fleetDriver.firstName} ${fleetDriver.lastName}`;
    const ours = await firstReference(page);
    await openBookings(admin);
    const notOurs = await firstReference(admin);
    await search(page, ours);
    await showsCells(page, REFERENCE_CELL, [ours]);
    await showsTotal(page, 1);
    await search(page, notOurs);
    await page.getByTestId('bookings-empty').waitFor();
    await showsTotal(page, 0);
    await search(page, twin.outputs.demoAccounts.rider);
    await showsCells(page, DRIVER_CELL, [farid, farid]);
    await showsTotal(page, 2);
    await search(page, secondRider.email!);
    await page.getByTestId('bookings-empty').waitFor();
    await showsTotal(page, 0);
    await page.screenshot({ path: '/tmp/bookings-fleet.png' });
    expect(fleetErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
