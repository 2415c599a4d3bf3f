/**
 * The public site in a real browser against the twin: the header's scroll theme, the mobile layout
 * and drawer, switching to Arabic (right to left) and keeping it across reloads, a language's
 * address winning over an earlier choice, the prerendered
 * header before the page comes alive, and axe checks of every public page in English and Arabic.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { pickLanguage } from '../support/language';
import { seriousViolations, settle } from '../support/axe';
import { TWIN_START_TIMEOUT } from '../apps/support';

const PUBLIC_PATHS = ['/', '/about-us', '/contact-us', '/privacy-policy'];
const desktop = { width: 1280, height: 600 };
const phone = { width: 375, height: 740 };

describeInBrowser('public site', () => {
  let twin: Twin;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
  }, TWIN_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });
  /** A fresh context: no language choice carried over in localStorage. */
  const useNewPage = async (options: BrowserContextOptions = {}) => {
    await context?.close();
    context = await browser.newContext({ viewport: desktop, ...options });
    page = await context.newPage();
    errors = watchErrors(page);
  };
  beforeEach(() => useNewPage());
  afterEach(async () => {
    await context?.close();
    expect(errors).toEqual([]);
  });

  const open = async (path: string) => {
    await page.goto(`${twin.outputs.webUrl}${path}`);
    await page.locator('main h1').first().waitFor();
  };
  const header = () => page.getByTestId('public-header');
  const headerTheme = () => header().getAttribute('data-theme');
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  };

  it('turns the header white after 400 px of scroll, and back', async () => {
    await open('/');
    await page.getByRole('heading', { level: 1, name: demoSettings.appName }).waitFor();
    expect(await headerTheme()).toBe('dark');
    await scrollTo(350);
    expect(await headerTheme()).toBe('dark');
    await scrollTo(450);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=public-header]')?.getAttribute('data-theme') === 'white',
    );
    // The colour fades in; wait for the end of the transition.
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid=public-header]')!).backgroundColor ===
        'rgb(255, 255, 255)',
    );
    await scrollTo(0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=public-header]')?.getAttribute('data-theme') === 'dark',
    );
  });

  it('has parallax at 768 px and wider, and the mobile layout with a 260 px drawer below', async () => {
    // One value per background layer: all fixed (parallax) or all scrolling.
    const heroAttachment = async () =>
      new Set(
        (await page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundAttachment)).split(
          /,\s*/,
        ),
      );
    await open('/');
    expect(await heroAttachment()).toEqual(new Set(['fixed']));
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

    await page.setViewportSize({ width: 768, height: 740 });
    expect(await heroAttachment()).toEqual(new Set(['fixed']));

    await page.setViewportSize(phone);
    expect(await heroAttachment()).toEqual(new Set(['scroll']));
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByTestId('public-drawer');
    await drawer.waitFor();
    expect((await drawer.boundingBox())?.width).toBe(260);
    await drawer.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await drawer.isVisible()).toBe(false);
    await page.getByText(demoSettings.CompanyAddress).waitFor();
  });

  it('switches to Arabic, right to left, and keeps the choice across reloads', async () => {
    await open('/');
    await pickLanguage(page, 'العربية');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await header().getByRole('link', { name: 'من نحن' }).waitFor();
    await header().getByRole('link', { name: 'تسجيل الدخول / إنشاء حساب' }).waitFor();
    // Right to left: the brand sits at the right edge, the tools at the left.
    const brand = await header().locator('.brand').boundingBox();
    expect(brand!.x).toBeGreaterThan(desktop.width / 2);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: demoSettings.appName }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await header().getByRole('link', { name: 'من نحن' }).waitFor();
    expect(await page.getByLabel('اللغة').inputValue()).toBe('ar');

    await pickLanguage(page, 'English');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await header().getByRole('link', { name: 'About us' }).waitFor();
  });

  it("opens a language's address in that language even after another was chosen, and keeps it", async () => {
    await open('/');
    await pickLanguage(page, 'العربية');
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    // A shared Spanish link: Spanish, not the Arabic chosen before, and Spanish from then on.
    await open('/es/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/contact-us');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByText(demoSettings.CompanyAddress).waitFor();
    await page.goto(`${twin.outputs.webUrl}/about-us`);
    await page.waitForURL('**/es/about-us');
    await page.getByRole('heading', { level: 1, name: 'Quiénes somos' }).waitFor();
  });

  it('works from the prerendered header before the page comes alive, and keeps the language picked then', async () => {
    // The app's chunk is held back until the header has been used: the prerendered markup alone answers.
    // No service worker: the one the first page registers would serve the chunk to the next page
    // from its cache, where no route can hold it.
    await useNewPage({ serviceWorkers: 'block' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const drawer = page.getByTestId('public-drawer');
    try {
      await page.goto(twin.outputs.webUrl);
      await pickLanguage(page, 'العربية');
      expect(new URL(page.url()).pathname).toBe('/ar/');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

      await page.setViewportSize(phone);
      await page.getByRole('button', { name: 'القائمة' }).click();
      const signIn = drawer.getByRole('link', { name: 'تسجيل الدخول / إنشاء حساب' });
      await signIn.waitFor();
      expect(await signIn.getAttribute('href')).toBe('/ar/login');
      await drawer.getByRole('button', { name: 'إغلاق القائمة' }).click();
      await drawer.waitFor({ state: 'hidden' });
    } finally {
      release();
    }

    // Once live (the operator's app name read from the API), the page is still in the language picked.
    await page.getByRole('heading', { level: 1, name: demoSettings.appName }).waitFor();
    expect(await page.getByLabel('اللغة').inputValue()).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('stays whole while the app takes the page over, however late the page’s own chunks come', async () => {
    // Every change to the page is checked: once painted, the prerendered frame never gives way to a
    // loading line (the app's first render waits for the frame's and the page's chunks).
    await page.addInitScript(() => {
      const flags = window as unknown as { frameSeen?: boolean; frameLost?: boolean };
      new MutationObserver(() => {
        const frame = document.querySelector('.public-footer');
        if (frame) flags.frameSeen = true;
        else if (flags.frameSeen) flags.frameLost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/public-layout-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const configRead = page.waitForResponse(/\/amplify-config\.json$/);
    try {
      await page.goto(twin.outputs.webUrl);
      // The app has its configuration and would render now; a frame later the page is still whole.
      await configRead;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await page.evaluate(() => (window as unknown as { frameLost?: boolean }).frameLost)).toBeFalsy();
    } finally {
      release();
    }
    await page.getByRole('heading', { level: 1, name: demoSettings.appName }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { frameLost?: boolean }).frameLost)).toBeFalsy();
  });

  describe('accessibility (axe: no serious or critical violation)', () => {
    it.each(PUBLIC_PATHS)('%s in English and in Arabic', async (path) => {
      await open(path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);

      await pickLanguage(page, 'العربية');
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);

      // On a phone the header keeps only the brand, the language picker (its label out of sight) and the menu.
      await page.setViewportSize(phone);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'القائمة' }).click();
      await page.getByTestId('public-drawer').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
