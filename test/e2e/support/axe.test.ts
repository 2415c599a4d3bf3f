/**
 * The axe bar of the browser tests (support/axe.ts): serious and critical violations are found,
 * while the rules that can only report minor or moderate ones are left out of the run.
 */
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser } from './browser';
import { RULES_BELOW_SERIOUS, seriousViolations } from './axe';

/** No landmarks and a skipped heading level (moderate), an unnamed button and image (critical). */
const PAGE = `<!doctype html><html lang="en"><head><title>Axe bar</title></head><body>
  <h1>Title</h1><h4>Skipped levels</h4>
  <button id="unnamed"></button>
  <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</body></html>`;

describeInBrowser('the axe bar', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(() => browser?.close());

  it('reports the serious and critical violations, each with where it is', async () => {
    await page.setContent(PAGE);
    expect((await seriousViolations(page)).sort()).toEqual(['button-name: #unnamed', 'image-alt: #no-alt']);
  });

  it('leaves out only rules that cannot reach serious: the landmark and heading-order checks', () => {
    expect(RULES_BELOW_SERIOUS).toEqual(
      expect.arrayContaining(['region', 'heading-order', 'landmark-one-main']),
    );
    expect(RULES_BELOW_SERIOUS).not.toEqual(expect.arrayContaining(['button-name']));
    expect(RULES_BELOW_SERIOUS).not.toEqual(expect.arrayContaining(['image-alt']));
    expect(RULES_BELOW_SERIOUS).not.toEqual(expect.arrayContaining(['color-contrast']));
  });
});
