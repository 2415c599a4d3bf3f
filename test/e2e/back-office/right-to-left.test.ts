/** The back office in a right-to-left language: mirrored layout, translated menu and Cloudscape strings. */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { pickLanguage } from '../support/language';
import { LoginPage } from './support/login-page';
import { isolateValue } from '../../../web/src/i18n/isolate-value';

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
    await pickLanguage(page, 'العربية');

    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    await page.goto(`${twin.outputs.webUrl}/riders`);
    const drawer = page.getByTestId('drawer');
    await drawer.getByRole('link', { name: 'الركاب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Right to left: the navigation drawer sits on the right-hand side.
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThan(desktop.width / 2);
  });

  it('names the tab in Arabic and keeps phone numbers left to right in the tables', async () => {
    await page.goto(`${twin.outputs.webUrl}/riders`);
    await page.getByTestId('drawer').waitFor();
    // The page's name isolated in the Arabic sentence (web/src/i18n/isolate-value.ts).
    expect(await page.title()).toBe(`${isolateValue('الركاب', 'ar')} · Wayfare`);
    const phone = page.locator('tbody bdi', { hasText: '+12125550101' });
    expect(await phone.getAttribute('dir')).toBe('ltr');
    expect(await phone.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    // The plus sign is drawn at the number's left end, not after its last digit.
    const plusFirst = await phone.evaluate((node) => {
      const range = document.createRange();
      range.setStart(node.firstChild!, 0);
      range.setEnd(node.firstChild!, 1);
      const plus = range.getBoundingClientRect();
      return plus.left <= node.getBoundingClientRect().left + 1;
    });
    expect(plusFirst).toBe(true);
  });
});
