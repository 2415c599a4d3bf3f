/**
 * The admin's money pages on the twin: top up a rider's wallet and see the push in the outbox and
 * the entry in the wallet history, correct it (a debit with a reason, the top-up reversed) and find
 * both in the audit log and its CSV, process a driver's withdrawal once, add, edit and delete a
 * promo (the edit and the delete then found in the audit log), the route guard refusing a fleet
 * admin, and axe on the three pages in English and Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, downloadedText, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { seriousViolations } from '../support/axe';
import { pickLanguage } from '../support/language';

const PAGES = ['/addtowallet', '/withdraws', '/promos', '/auditlog'];
/** The demo rider's device (infra/local/seed/demo-accounts.ts). */
const RIDER_TOKEN = 'demo-push-token-rider-riley';
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  body: string;
  at: string;
}

describeInBrowser('back-office money pages', () => {
  let twin: Twin;
  let browser: Browser;
  // One admin session for the suite: the sign-in code limit per contact allows only a few an hour.
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(page);
    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    // The twin starts slowly on a busy machine.
  }, 180_000);
  afterAll(async () => {
    if (errors?.length) console.log(errors.join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const open = async (path: string) => {
    await page.goto(`${twin.outputs.webUrl}${path}`);
    await page.waitForURL(`**${path}`);
  };
  const snap = async (name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  };
  const rowOf = (text: string) => page.locator('tbody tr', { hasText: text });
  const isDisabled = (testId: string) =>
    page
      .getByTestId(testId)
      .evaluate(
        (button: HTMLButtonElement) => button.disabled || button.getAttribute('aria-disabled') === 'true',
      );

  it("tops up a rider's wallet: the rider gets a push and the history shows the credit", async () => {
    await open('/addtowallet');
    await page.getByTestId('wallet-submit').click();
    await page.getByText('Please choose a user and enter an amount above 0.', { exact: true }).waitFor();

    await page.getByTestId('wallet-user').locator('button').first().click();
    await page.getByPlaceholder('Search by name, e-mail or mobile').fill('Riley');
    await page.getByRole('option', { name: /Riley Rider/ }).click();
    await page.getByText('Current balance: $25.00').waitFor();
    await rowOf('AdminCredit').first().waitFor();

    // Exponent notation is not an amount; the top-up is confirmed with the amount and the name.
    await page.getByTestId('wallet-amount').fill('1e3');
    await page.getByTestId('wallet-submit').click();
    await page
      .getByText('Type the amount in digits, with a dot before any decimals (for example 25.50).')
      .waitFor();
    const sentAfter = new Date();
    await page.getByTestId('wallet-amount').fill('12.5');
    await page.getByTestId('wallet-submit').click();
    await page
      .getByText('Add $12.50 to the wallet of Riley Rider? The credit cannot be undone from here.')
      .waitFor();
    // A double click sends one top-up id: the wallet is credited once.
    await page.getByTestId('wallet-confirm').dblclick();
    await page.getByText('Done successfully.').waitFor();
    await page.getByText('Current balance: $37.50').waitFor();
    await rowOf('$12.50').filter({ hasText: 'AdminCredit' }).filter({ hasText: '$37.50' }).waitFor();
    await snap('addtowallet');

    const outbox = (await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[];
    const pushes = outbox.filter(
      (message) =>
        message.channel === 'push' && message.to === RIDER_TOKEN && new Date(message.at) >= sentAfter,
    );
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.body).toContain('Your wallet has been updated.');
  });

  it('corrects the wallet with a debit and a reversal, both confirmed with their reason, and finds both in the audit log', async () => {
    await open('/addtowallet');
    await page.getByTestId('wallet-user').locator('button').first().click();
    await page.getByPlaceholder('Search by name, e-mail or mobile').fill('Riley');
    await page.getByRole('option', { name: /Riley Rider/ }).click();
    await page.getByText('Current balance: $37.50').waitFor();

    await page.getByTestId('wallet-operation').getByText('Debit', { exact: true }).click();
    await page.getByTestId('wallet-amount').fill('2.5');
    await page.getByTestId('wallet-submit').click();
    await page.getByText('Please give a reason: the user sees it in the wallet history.').waitFor();
    await page.getByTestId('wallet-reason').fill('Fare charged twice');
    await page.getByTestId('wallet-submit').click();
    await page
      .getByText('Take $2.50 from the wallet of Riley Rider? Reason: “Fare charged twice”.')
      .waitFor();
    await page.getByTestId('wallet-confirm').click();
    await page.getByText('Current balance: $35.00').waitFor();
    await rowOf('Fare charged twice').filter({ hasText: 'AdminDebit' }).filter({ hasText: 'Ada' }).waitFor();

    // The earlier $12.50 top-up was a mistake: reversed from its row, confirmed with its reason.
    const topUp = rowOf('$12.50').filter({ hasText: 'AdminCredit' });
    await topUp.getByRole('radio').check();
    await page.getByTestId('wallet-reverse').click();
    await page.getByTestId('correction-reason').fill('Credited the wrong rider');
    await page.getByTestId('correction-continue').click();
    await page
      .getByText(
        'Take back the top-up of $12.50 from the wallet of Riley Rider? Reason: “Credited the wrong rider”. A top-up can be reversed once.',
      )
      .waitFor();
    await page.getByTestId('correction-confirm').click();
    await page.getByText('Current balance: $22.50').waitFor();
    await rowOf('Credited the wrong rider').filter({ hasText: 'TopUpReversal' }).waitFor();
    await snap('wallet-corrections');

    await open('/auditlog');
    const debit = rowOf('Fare charged twice').filter({ hasText: 'Wallet debit' });
    const reversal = rowOf('Credited the wrong rider').filter({ hasText: 'Top-up reversed' });
    // Who did it and to whom, by name: the wallet's owner, not its id.
    await debit
      .filter({ hasText: 'Ada' })
      .filter({ hasText: 'Wallet Riley Rider' })
      .filter({ hasText: 'balance: 37.5' })
      .waitFor();
    await reversal.filter({ hasText: 'balance: 22.5' }).waitFor();
    await snap('audit-log');

    // Filtered on the server by action; the CSV holds the filtered entries only.
    await page.getByTestId('audit-action-filter').locator('button').first().click();
    await page.getByRole('option', { name: 'Wallet debit' }).click();
    await reversal.waitFor({ state: 'detached' });
    await debit.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-export').click(),
    ]);
    const text = await downloadedText(download);
    expect(text).toContain('Fare charged twice');
    expect(text).not.toContain('Credited the wrong rider');
  }, 180_000);

  it("processes a driver's withdrawal once; the action is then disabled", async () => {
    const driver = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.driver);
    // The bank columns are on (bank_fields): the driver gives its bank first, as its app asks.
    const banked = await graphql(
      twin.outputs,
      driver,
      'mutation { updateBankDetails(input: { bankName: "Hudson Bank", bankCode: "021", bankAccount: "123456789" }) { uid } }',
    );
    expect(banked.errors).toBeUndefined();
    const requested = await graphql<{ requestWithdraw: { id: string } }>(
      twin.outputs,
      driver,
      'mutation { requestWithdraw(amount: 3.25) { id } }',
    );
    expect(requested.errors).toBeUndefined();

    await open('/withdraws');
    const row = rowOf('$3.25');
    await row.waitFor();
    // settings.bank_fields is on in the demo: the bank columns show (the demo driver left them empty).
    await page.getByRole('columnheader', { name: 'Account number' }).first().waitFor();
    expect(await isDisabled('withdraw-process')).toBe(true);
    // Withdrawals are selected with check boxes (several may be processed at once).
    await row.getByRole('checkbox').check();
    await page.getByTestId('withdraw-process').click();
    await page.getByTestId('withdraw-process-confirm').click();
    await page.getByText('Withdrawals processed: 1.').waitFor();
    await row.filter({ hasText: 'Yes' }).waitFor();
    await row.getByRole('checkbox').check();
    expect(await isDisabled('withdraw-process')).toBe(true);
    await snap('withdraws');
  });

  it('adds, edits and deletes a promo', async () => {
    await open('/promos');
    await rowOf('WELCOME10').waitFor();
    await page.getByTestId('record-add').click();
    await page.getByTestId('record-form-promo_name').fill('E2E20');
    await page.getByTestId('record-form-promo_discount_value').fill('2');
    await page.getByTestId('record-form-promo_usage_limit').fill('50');
    await page.getByTestId('record-form-promo_validity').locator('input').fill('2030/12/31');
    await snap('promos-add');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Added.').waitFor();
    const row = rowOf('E2E20');
    await row.filter({ hasText: '$2.00' }).filter({ hasText: '50' }).filter({ hasText: '2030' }).waitFor();

    await row.getByRole('checkbox').check();
    await page.getByTestId('record-edit').click();
    await page.getByTestId('record-form-min_order').fill('15');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await row.filter({ hasText: '$15.00' }).waitFor();
    await snap('promos');

    await row.getByRole('checkbox').check();
    await page.getByTestId('record-delete').click();
    await page.getByTestId('record-delete-confirm').click();
    await page.getByText('Deleted: 1.').waitFor();
    await row.waitFor({ state: 'detached' });

    // No end date and no usage limit read as none, and such a promo can be edited; a code is unique.
    await page.getByTestId('record-add').click();
    await page.getByTestId('record-form-promo_name').fill('OPEN3');
    await page.getByTestId('record-form-promo_discount_value').fill('3');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Added.').waitFor();
    const open3 = rowOf('OPEN3');
    await open3.waitFor();
    expect(await open3.innerText()).not.toMatch(/1000000000|275760/);
    await open3.getByRole('checkbox').check();
    await page.getByTestId('record-edit').click();
    expect(await page.getByTestId('record-form-promo_usage_limit').inputValue()).toBe('');
    await page.getByTestId('record-form-promo_description').locator('textarea').fill('Open-ended');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await page.getByTestId('record-add').click();
    await page.getByTestId('record-form-promo_name').fill('open3');
    await page.getByTestId('record-form-promo_discount_value').fill('1');
    await page.getByTestId('record-form-save').click();
    await page.getByText('Another promo already has this code. Choose a different code.').waitFor();

    // The audit log shows the edit by its admin, with only the field it changed.
    await open('/auditlog');
    const edited = rowOf('Promo edited').filter({ hasText: 'Ada' });
    await edited.filter({ hasText: 'min_order: 15' }).waitFor();
    expect(await edited.filter({ hasText: 'min_order: 15' }).innerText()).not.toContain('promo_name');
    await rowOf('Promo deleted').filter({ hasText: 'promo_name: E2E20' }).waitFor();
    // Two pages and seven saves: a loaded machine needs more than the default minute.
  }, 180_000);

  it('sends a fleet admin away from the three pages', async () => {
    const fleet = await (await browser.newContext()).newPage();
    try {
      await new LoginPage(fleet, twin.outputs).signIn(twin.outputs.demoAccounts.fleetadmin);
      for (const path of PAGES) {
        await fleet.goto(`${twin.outputs.webUrl}${path}`);
        await fleet.waitForURL('**/login');
      }
    } finally {
      await fleet.context().close();
    }
  });

  it('shows the three pages with no serious or critical axe violation, in English and Arabic', async () => {
    const check = async (language: string) => {
      for (const path of PAGES) {
        await open(path);
        await (
          path === '/addtowallet' ? page.getByTestId('wallet-submit') : page.locator('tbody tr').first()
        ).waitFor();
        expect({ language, path, violations: await seriousViolations(page) }).toEqual({
          language,
          path,
          violations: [],
        });
        await snap(`${path.slice(1)}-${language}`);
      }
    };
    await check('en');
    await page.goto(twin.outputs.webUrl);
    await pickLanguage(page, 'العربية');
    await check('ar');
  }, 180_000);
});
