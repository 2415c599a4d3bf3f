/** The back office in a right-to-left language: mirrored layout, translated menu and Cloudscape strings. */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { LoginPage } from './support/login-page';

const desktop = { width: 1280, height: 800 };

describeInBrowser('back office in Arabic', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });

  it('mirrors the frame and translates the menu after the visitor picks Arabic', async () => {
    await page.goto(twin.outputs.webUrl);
    await page.getByLabel('Language').selectOption({ label: 'العربية' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await page.goto(`${twin.outputs.webUrl}/riders`);
    const drawer = page.getByTestId('drawer');
    await drawer.getByRole('link', { name: 'الركاب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Right to left: the navigation drawer sits on the right-hand side.
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThan(desktop.width / 2);
  });
});
