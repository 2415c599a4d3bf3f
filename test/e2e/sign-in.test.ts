/** A person signs in through the login page with the code from the outbox and sees their account. */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from './support/browser';
import { waitForCode } from './support/outbox';

describeInBrowser('passwordless sign-in through the web app', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    errors = watchErrors(page);
  });
  afterEach(() => {
    if (errors.length) console.log(errors.join('\n'));
  });

  async function requestCode(contact: string): Promise<Date> {
    await page.goto(`${twin.outputs.webUrl}/login`);
    const requestedAt = new Date();
    await page.getByTestId('login-contact').fill(contact);
    await page.getByTestId('login-request-code').click();
    await page.getByTestId('login-code').waitFor();
    return requestedAt;
  }

  it('signs the demo admin in with the code from the outbox and shows the account', async () => {
    const contact = twin.outputs.demoAccounts.admin;
    const requestedAt = await requestCode(contact);
    expect(await page.getByTestId('login-contact').isDisabled()).toBe(true);

    const code = await waitForCode(twin.outputs.outboxUrl, contact, requestedAt);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();

    await page.getByTestId('me-usertype').waitFor();
    expect(await page.getByTestId('me-name').textContent()).toContain('Ada Admin');
    expect(await page.getByTestId('me-usertype').textContent()).toContain('Admin');
    expect(await page.getByTestId('me-email').textContent()).toContain(contact);
  });

  it('signs a rider in by mobile number, with the code sent by SMS', async () => {
    const contact = twin.outputs.demoAccounts.rider;
    const requestedAt = await requestCode(contact);
    const code = await waitForCode(twin.outputs.outboxUrl, contact, requestedAt);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();
    await page.getByTestId('me-usertype').waitFor();
    expect(await page.getByTestId('me-usertype').textContent()).toContain('Rider');
    const sms = (await (await fetch(twin.outputs.outboxUrl)).json()) as { to: string; channel: string }[];
    expect(sms.filter((m) => m.to === contact).at(-1)?.channel).toBe('sms');
  });

  it('refuses a wrong code with the Alert dialog and lets the person try again', async () => {
    const contact = twin.outputs.demoAccounts.fleetadmin;
    const requestedAt = await requestCode(contact);
    const code = await waitForCode(twin.outputs.outboxUrl, contact, requestedAt);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('login-code').fill(wrong);
    await page.getByTestId('login-verify').click();
    await page.getByTestId('alert-close').waitFor();
    await page.getByTestId('alert-close').click();

    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();
    await page.getByTestId('me-usertype').waitFor();
    expect(await page.getByTestId('me-usertype').textContent()).toContain('Fleet admin');
  });

  it('sends a signed-out visitor from /profile to /login', async () => {
    await page.goto(`${twin.outputs.webUrl}/profile`);
    await page.waitForURL('**/login');
    await page.getByTestId('login-contact').waitFor();
  });
});
