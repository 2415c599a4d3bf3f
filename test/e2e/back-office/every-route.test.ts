/**
 * Every protected route (SPEC §2) for every role, both ways, on one twin: a permitted route shows
 * its page (its heading, no error, no console error) with no serious or critical axe violation in
 * English and in Arabic; a forbidden one ends at /login with the 'not for you' notice. The bookings
 * and drivers pages also show Cloudscape's own strings in Spanish and Arabic, not English.
 */
import { PROTECTED_ROUTES, type ProtectedRoute, type UserType } from '@wayfare/shared';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { en } from '@wayfare/shared/src/i18n/texts/en';
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { seedBookings } from './support/seed-bookings';
import { seriousViolations } from '../support/axe';
import { pickLanguage, type SeededLanguageLabel } from '../support/language';

/** Set SCREENSHOT_DIR to keep a picture of every page each role opens, per language. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const ROUTES = Object.keys(PROTECTED_ROUTES) as ProtectedRoute[];
const ROLES: readonly UserType[] = ['admin', 'fleetadmin', 'rider', 'driver'];

interface Language {
  label: SeededLanguageLabel;
  dir: 'ltr' | 'rtl';
  texts: Readonly<Record<string, string>>;
}
const LANGUAGES: readonly Language[] = [
  { label: 'English', dir: 'ltr', texts: en },
  { label: 'العربية', dir: 'rtl', texts: ar },
];

/** The page's heading: its menu entry's name, except the profile's own title. */
const headingOf = (route: ProtectedRoute, texts: Language['texts']) =>
  texts[route === '/profile' ? 'profile.title' : `nav.${route.slice(1)}`]!;

type CloudscapeMessages = Record<string, Record<string, { type: number; value: unknown }[]>>;
const cloudscapeMessages = (locale: string): CloudscapeMessages =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`@cloudscape-design/components/i18n/messages/all.${locale}.json`)['cloudscape-design-components'][
    locale
  ];

/** Cloudscape's fixed strings (no placeholders) of a locale, keyed 'component key'. */
const fixedStrings = (locale: string): Map<string, string> => {
  const strings = new Map<string, string>();
  for (const [component, messages] of Object.entries(cloudscapeMessages(locale)))
    for (const [key, parts] of Object.entries(messages))
      if (parts.every((part) => part.type === 0))
        strings.set(`${component} ${key}`, parts.map((part) => part.value).join(''));
  return strings;
};
const ENGLISH_CLOUDSCAPE = fixedStrings('en');

/** Cloudscape's English strings that the page shows (text or aria-label, title, placeholder). */
async function englishCloudscapeStrings(page: Page, locale: string): Promise<string[]> {
  const translated = new Set(fixedStrings(locale).values());
  // Words that read the same in the locale (or are formats, like YYYY/MM/DD) are not gaps.
  const english = new Set([...ENGLISH_CLOUDSCAPE.values()].filter((text) => !translated.has(text)));
  const shown = await page.evaluate(() => {
    const found = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('*')))
      for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.add(value);
      }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const value = walker.currentNode.textContent?.trim();
      if (value) found.add(value);
    }
    return [...found];
  });
  return shown.filter((text) => english.has(text));
}

/** Cloudscape's error alerts and error flash messages (the pages' place for failures). */
const ERROR_ALERTS = '[class*="awsui_type-error"], [class*="awsui_flash-type-error"]';

const permitted = (route: ProtectedRoute, role: UserType) =>
  (PROTECTED_ROUTES[route] as readonly UserType[]).includes(role);

describeInBrowser('every back-office route for every role', () => {
  let twin: Twin;
  let browser: Browser;

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    await seedBookings();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });

  // The dashboard's map asks for the browser's location; granted, it shows the map (SPEC §2).
  const newPage = async () =>
    (
      await browser.newContext({
        viewport: { width: 1280, height: 900 },
        geolocation: { latitude: 40.758, longitude: -73.9855 },
        permissions: ['geolocation'],
      })
    ).newPage();

  const chooseLanguage = async (page: Page, label: SeededLanguageLabel) => {
    await page.goto(twin.outputs.webUrl);
    await pickLanguage(page, label);
  };

  /** Opens a permitted route and waits for its page to settle: the heading, then no loading left. */
  const openPage = async (page: Page, route: ProtectedRoute, language: Language) => {
    await page.goto(`${twin.outputs.webUrl}${route}`);
    await page
      .getByRole('heading', { level: 1, name: headingOf(route, language.texts), exact: true })
      .waitFor();
    await page.waitForFunction(
      (loading) => !document.body.innerText.includes(loading),
      language.texts['app.loading']!,
    );
  };

  const expectRefused = async (page: Page, route: ProtectedRoute, role: UserType, language: Language) => {
    await page.goto(`${twin.outputs.webUrl}${route}`);
    await page.waitForURL('**/login');
    const notice = language.texts['login.notForYou']!.replace(
      '{{usertype}}',
      language.texts[`usertype.${role}`]!,
    );
    await page.getByText(notice).waitFor();
  };

  // One sign-in per role (the sign-in code limit per contact allows only a few an hour), one test
  // per role and language so that each stays well inside its time on a busy machine.
  describe.each(ROLES)('%s', (role) => {
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      page = await newPage();
      errors = watchErrors(page);
      await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts[role]);
    }, 120_000);
    afterAll(() => page?.context().close());

    it.each(LANGUAGES.map((language) => [language.label, language] as const))(
      '%s: permitted routes show their page with no axe violation, forbidden ones go to /login',
      async (_label, language) => {
        const results: { route: string; problems: string[] }[] = [];
        await chooseLanguage(page, language.label);
        for (const route of ROUTES) {
          if (!permitted(route, role)) {
            await expectRefused(page, route, role, language);
            continue;
          }
          await openPage(page, route, language);
          if (SCREENSHOTS)
            await page.screenshot({
              path: `${SCREENSHOTS}/${role}${route.replace('/', '-')}-${language.dir}.png`,
            });
          const problems = await seriousViolations(page);
          const text = await page.locator('body').innerText();
          // No error alert and no page that is not there yet.
          if (await page.locator(ERROR_ALERTS).count()) problems.push('an error shows');
          if (text.includes(language.texts['No Database Settings found']!)) problems.push('no settings');
          problems.push(...errors.splice(0));
          results.push({ route, problems });
        }
        expect(results.filter((result) => result.problems.length > 0)).toEqual([]);
      },
      300_000,
    );
  });

  it("shows Cloudscape's own strings in Spanish and Arabic on the bookings and drivers pages", async () => {
    const page = await newPage();
    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    const left: { locale: string; where: string; english: string[] }[] = [];
    for (const { label, locale } of [
      { label: 'Español', locale: 'es' },
      { label: 'العربية', locale: 'ar' },
    ] as const) {
      const messages = cloudscapeMessages(locale);
      const text = (component: string, key: string) =>
        (messages[component]![key]! as { value: string }[]).map((part) => part.value).join('');
      await chooseLanguage(page, label);

      await page.goto(`${twin.outputs.webUrl}/bookings`);
      await page.locator('tbody tr').first().waitFor();
      left.push({ locale, where: '/bookings', english: await englishCloudscapeStrings(page, locale) });
      // The split panel opens on selecting a row; its close button speaks the language.
      await page.locator('tbody tr input[type="radio"]').first().check();
      await page
        .getByRole('button', { name: text('split-panel', 'i18nStrings.closeButtonAriaLabel') })
        .waitFor();
      left.push({ locale, where: 'split panel', english: await englishCloudscapeStrings(page, locale) });
      // The date range picker's dropdown: month navigation and its buttons.
      await page.getByTestId('bookings-date-filter').locator('button').first().click();
      await page
        .getByRole('button', { name: text('date-range-picker', 'i18nStrings.nextMonthAriaLabel') })
        .first()
        .waitFor();
      await page
        .getByRole('button', { name: text('date-range-picker', 'i18nStrings.applyButtonLabel') })
        .waitFor();
      left.push({
        locale,
        where: 'date range picker',
        english: await englishCloudscapeStrings(page, locale),
      });
      await page.keyboard.press('Escape');

      await page.goto(`${twin.outputs.webUrl}/drivers`);
      await page.locator('tbody tr').first().waitFor();
      left.push({ locale, where: '/drivers', english: await englishCloudscapeStrings(page, locale) });
    }
    await page.context().close();
    expect(left.filter((result) => result.english.length > 0)).toEqual([]);
  }, 180_000);
});
