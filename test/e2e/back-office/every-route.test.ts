/**
 * Every protected route (product.md §2) for every role, both ways, on one twin: a permitted route shows
 * its page (its heading, no error, no console error) with no serious or critical axe violation in
 * English and in Arabic; a forbidden one ends at /login with the 'not for you' notice. The bookings
 * and drivers pages also show Cloudscape's own strings in Spanish and Arabic, not English.
 * Each role signs in once; most routes are opened as the app's links open them (see openingsOf).
 * @runs-long (test/support/long-first-sequencer.cjs): about 190 page loads and 58 axe analyses.
 */
import { PROTECTED_ROUTES, type ProtectedRoute, type UserType } from '@wayfare/shared';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { en } from '@wayfare/shared/src/i18n/texts/en';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { seedBookings } from './support/seed-bookings';
import { seriousViolations } from '../support/axe';
import { pickLanguage, type SeededLanguageLabel } from '../support/language';
import { navigateInApp } from '../support/navigate';
import { isolateValue } from '../../../web/src/i18n/isolate-value';

/** Set SCREENSHOT_DIR to keep a picture of every page each role opens, per language. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const ROUTES = Object.keys(PROTECTED_ROUTES) as ProtectedRoute[];
const ROLES: readonly UserType[] = ['admin', 'fleetadmin', 'rider', 'driver'];

interface Language {
  label: SeededLanguageLabel;
  /** The document's `lang` in it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: Readonly<Record<string, string>>;
}
const LANGUAGES: readonly Language[] = [
  { label: 'English', lang: 'en', dir: 'ltr', texts: en },
  { label: 'العربية', lang: 'ar', dir: 'rtl', texts: ar },
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

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A full page load (a deep link) or the app's own navigation. */
type Opening = 'load' | 'navigate';

/**
 * The routes in groups, one test each per role and language: the admin's 22 pages in one test
 * passed its time on a busy machine.
 */
const GROUP_SIZE = 8;
const ROUTE_GROUPS: readonly (readonly ProtectedRoute[])[] = Array.from(
  { length: Math.ceil(ROUTES.length / GROUP_SIZE) },
  (_, index) => ROUTES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

/**
 * How a role opens each route of a group. A page load repeats the app's whole start (its code,
 * the session, the settings, the profile), so after one deep link a role moves on as the app's
 * links do. Refused routes all pass the one guard (require-session.tsx): a deep link to the
 * group's first checks a cold start's redirect.
 */
function openingsOf(role: UserType, group: readonly ProtectedRoute[]): Map<ProtectedRoute, Opening> {
  const firstPermitted = group.find((route) => permitted(route, role));
  const firstRefused = group.find((route) => !permitted(route, role));
  return new Map(
    group.map((route) => [route, route === firstPermitted || route === firstRefused ? 'load' : 'navigate']),
  );
}

describeInBrowser('every back-office route for every role', () => {
  let twin: Twin;
  let browser: Browser;

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    await seedBookings();
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await twin?.close();
  });

  // The dashboard's map asks for the browser's location; granted, it shows the map (product.md §2).
  const newPage = async (storageState?: StorageState) =>
    (
      await browser.newContext({
        viewport: { width: 1280, height: 900 },
        geolocation: { latitude: 40.758, longitude: -73.9855 },
        permissions: ['geolocation'],
        storageState,
      })
    ).newPage();

  // One sign-in per role for the whole file (the sign-in code limit per contact allows only a few
  // an hour); every later page of the role starts from the session it saved.
  const sessions = new Map<UserType, Promise<StorageState>>();
  const signIn = async (role: UserType): Promise<StorageState> => {
    const page = await newPage();
    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts[role]);
    const state = await page.context().storageState();
    await page.context().close();
    return state;
  };
  const pageSignedInAs = async (role: UserType): Promise<Page> => {
    if (!sessions.has(role)) sessions.set(role, signIn(role));
    return newPage(await sessions.get(role));
  };

  /**
   * Picks the language on the landing page, as a visitor does, unless the role's page shows it
   * already: the role's previous group was in it, and the choice is stored for the next deep link.
   */
  const chooseLanguage = async (page: Page, language: Pick<Language, 'label' | 'lang'>) => {
    if ((await page.evaluate(() => document.documentElement.lang)) === language.lang) return;
    await page.goto(twin.outputs.webUrl);
    await pickLanguage(page, language.label);
  };

  /** Opens a route by a full page load (a deep link) or as the app's own links do. */
  const open = (page: Page, route: ProtectedRoute, by: Opening) =>
    by === 'load' ? page.goto(`${twin.outputs.webUrl}${route}`) : navigateInApp(page, route);

  /** Waits for a permitted route's page to settle: its heading, then no loading left. */
  const expectPage = async (page: Page, route: ProtectedRoute, language: Language) => {
    await page
      .getByRole('heading', { level: 1, name: headingOf(route, language.texts), exact: true })
      .waitFor();
    await page.waitForFunction(
      (loading) => !document.body.innerText.includes(loading),
      language.texts['app.loading']!,
    );
  };

  const expectRefused = async (page: Page, role: UserType, language: Language) => {
    await page.waitForURL('**/login');
    const notice = language.texts['login.notForYou']!.replace(
      '{{usertype}}',
      isolateValue(language.texts[`usertype.${role}`]!, language.lang),
    );
    await page.getByText(notice).waitFor();
  };

  // One test per role, language and group of routes, so that each stays well inside its time on
  // a busy machine.
  describe.each(ROLES)('%s', (role) => {
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      page = await pageSignedInAs(role);
      errors = watchErrors(page);
    }, 120_000);
    afterAll(() => page?.context().close());

    const cases = LANGUAGES.flatMap((language) =>
      ROUTE_GROUPS.map((group) => [language.label, `${group[0]}…${group.at(-1)}`, language, group] as const),
    );
    it.each(cases)(
      '%s, %s: permitted routes show their page with no axe violation, forbidden ones go to /login',
      async (_label, _routes, language, group) => {
        const results: { route: string; problems: string[] }[] = [];
        await chooseLanguage(page, language);
        const openings = openingsOf(role, group);
        for (const route of group) {
          await open(page, route, openings.get(route)!);
          if (!permitted(route, role)) {
            await expectRefused(page, role, language);
            continue;
          }
          await expectPage(page, route, language);
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
    const page = await pageSignedInAs('admin');
    const left: { locale: string; where: string; english: string[] }[] = [];
    for (const { label, locale } of [
      { label: 'Español', locale: 'es' },
      { label: 'العربية', locale: 'ar' },
    ] as const) {
      const messages = cloudscapeMessages(locale);
      const text = (component: string, key: string) =>
        (messages[component]![key]! as { value: string }[]).map((part) => part.value).join('');
      await chooseLanguage(page, { label, lang: locale });

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
