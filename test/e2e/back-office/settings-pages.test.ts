/**
 * The admin's settings group on the twin: general settings with the spec's checks, saved and shown
 * on the public site; the shop's pickup point found by a place search; the demo lock, confirmed before it is set and lifted by the admin who set it;
 * app info on the about-us page; the language page's make-default, JSON check
 * and default-language guard; axe on each page in English and Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';
import { describeInBrowser, launchBrowser, watchErrors } from '../support/browser';
import { LoginPage } from './support/login-page';
import { seriousViolations, settle } from '../support/axe';
import { pickLanguage } from '../support/language';

const PAGES = ['/settings', '/appinfo', '/languagesetting'];

describeInBrowser('back-office settings pages', () => {
  let twin: Twin;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    twin = await startTestTwin({ web: 'static' });
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    errors = watchErrors(page);
    // One sign-in for the whole file: the sign-in code limit per contact allows only a few an hour.
    await new LoginPage(page, twin.outputs).signIn(twin.outputs.demoAccounts.admin);
    // A twin and a browser start slowly on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    if (errors?.length) console.log(errors.join('\n'));
    await browser?.close();
    await twin?.close();
  });

  const open = async (path: string) => {
    await page.goto(`${twin.outputs.webUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  it("refuses an empty bonus with 'proper bonus', empties a negative number, checks the arriving distance and the panic number, and saves what the public site shows", async () => {
    await open('/settings');
    const bonus = page.getByTestId('settings-bonus');
    await bonus.fill('');
    await page.getByTestId('settings-save').click();
    await page.getByText('Please enter a referral bonus.').first().waitFor();

    await page.getByTestId('settings-driverRadius').fill('-5');
    expect(await page.getByTestId('settings-driverRadius').inputValue()).toBe('');
    await page.getByTestId('settings-driverRadius').fill('10');
    await page.getByTestId('settings-CompanyName').fill('');
    await bonus.fill('2');
    await page.getByTestId('settings-save').click();
    await page.getByText('This field is required.').first().waitFor();

    // The driver arriving notice's distance: whole metres from 50 to 5000.
    const arriving = page.getByTestId('settings-arrivingNoticeMeters');
    expect(await arriving.inputValue()).toBe('300');
    await arriving.fill('20');
    await page.getByTestId('settings-save').click();
    await page.getByText('Enter a whole number of metres from 50 to 5000.').first().waitFor();
    await arriving.fill('250');

    // The panic number the apps' Emergency button dials: one a phone can dial, kept without spaces.
    const panic = page.getByTestId('settings-panic');
    expect(await panic.inputValue()).toBe('911');
    await panic.fill('call 911');
    await page.getByTestId('settings-save').click();
    await page.getByText('Please enter a phone number of 2 to 15 digits').first().waitFor();
    await panic.fill('+1 911');

    await page.getByTestId('settings-CompanyName').fill('Wayfare Night Rides LLC');
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved.').waitFor();
    // The form shows the server's answer: the distance was saved.
    expect(await arriving.inputValue()).toBe('250');
    expect(await panic.inputValue()).toBe('+1911');

    await page.goto(`${twin.outputs.webUrl}/contact-us`);
    await page.getByText('Wayfare Night Rides LLC').first().waitFor();
  });

  it("moves the shop's pickup point by a place search, and keeps it across saves", async () => {
    await open('/settings');
    await page.getByText(/Shop orders are picked up at Chelsea Market/).waitFor();
    const search = page.getByRole('combobox', { name: 'Shop pickup point' });
    await search.fill('Bryant Park');
    await page
      .getByRole('option', { name: /Bryant Park/ })
      .first()
      .click();
    await page.getByText(/Shop orders are picked up at Bryant Park/).waitFor();
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved.').waitFor();
    await page.reload();
    await page.getByText(/Shop orders are picked up at Bryant Park/).waitFor();
  });

  it('asks before turning critical edits off, and lets the admin who did turn them on again', async () => {
    await open('/settings');
    await page.getByTestId('settings-AllowCriticalEditsAdmin').uncheck();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-lock-confirm').click();
    await page.getByTestId('settings-locked').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="settings-save"]')?.hasAttribute('aria-disabled') ||
        (document.querySelector('[data-testid="settings-save"]') as HTMLButtonElement | null)?.disabled,
    );
    await page.getByTestId('settings-unlock').click();
    await page.getByText('Critical edits are allowed again.').waitFor();
    await page.getByTestId('settings-locked').waitFor({ state: 'detached' });
    expect(await page.getByTestId('settings-AllowCriticalEditsAdmin').isChecked()).toBe(true);
    expect(await page.getByTestId('settings-save').isEnabled()).toBe(true);
  });

  it('saves the app info that the about-us page shows', async () => {
    await open('/appinfo');
    const aboutUs = page.getByTestId('appinfo-aboutUs').locator('textarea');
    await aboutUs.waitFor();
    await aboutUs.fill('We move the city at night.');
    await page.getByTestId('appinfo-save').click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await page.goto(`${twin.outputs.webUrl}/about-us`);
    await page.getByText('We move the city at night.').waitFor();
  });

  it("downloads no English texts while the operator's are the app's own, and shows an English text the admin edits", async () => {
    const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    const textReads: unknown[] = [];
    visitor.on('request', (request) => {
      const body = request.postData();
      if (body && /query Language\(/.test(body))
        textReads.push((JSON.parse(body) as { variables: unknown }).variables);
    });
    const listed = visitor.waitForResponse((response) =>
      /query Languages\b/.test(response.request().postData() ?? ''),
    );
    await visitor.goto(twin.outputs.webUrl);
    const { data } = (await (await listed).json()) as {
      data: { languages: { items: { id: string; textsVersion: string }[] } };
    };
    const english = data.languages.items.find((language) => language.id === 'en')!.textsVersion;
    await visitor.locator(`html[data-texts-version="${english}"]`).waitFor({ state: 'attached' });
    expect(textReads).toEqual([]);

    await open('/languagesetting');
    await page.locator('tr', { hasText: 'English' }).getByRole('radio').check();
    await page.getByTestId('language-edit-json').click();
    const json = page.getByTestId('language-json').locator('textarea');
    await page.waitForFunction(
      (selector) =>
        (document.querySelector(selector) as HTMLTextAreaElement | null)?.value.includes('login/signup'),
      '[data-testid="language-json"] textarea',
    );
    const texts = JSON.parse(await json.inputValue()) as Record<string, string>;
    await json.fill(JSON.stringify({ ...texts, 'login/signup': 'Sign in or join' }));
    await page.getByTestId('language-json-save').click();
    await page.getByText('Saved.', { exact: true }).waitFor();

    await visitor.reload();
    await visitor.locator('.header-account').getByText('Sign in or join').waitFor();
    expect(textReads).toEqual([{ id: 'en' }]);
    await visitor.context().close();
  });

  it('guards the default language, checks the JSON texts and makes another language the default', async () => {
    await open('/languagesetting');
    const row = (name: string) => page.locator('tr', { hasText: name });
    await row('English').getByRole('radio').check();
    await page.getByTestId('record-delete').click();
    await page.getByText('Cannot delete default language').waitFor();
    await page.getByTestId('alert-close').click();

    await row('Español').getByRole('radio').check();
    await page.getByTestId('language-edit-json').click();
    const json = page.getByTestId('language-json').locator('textarea');
    await json.waitFor();
    await json.fill('{ not json');
    await page.getByTestId('language-json-save').click();
    await page.getByTestId('alert-close').waitFor();
    await page.getByText('Error de JSON').or(page.getByText('JSON Error')).first().waitFor();
    await page.getByTestId('alert-close').click();
    await json.fill('{ "Close": "Cerrar ya" }');
    await page.getByTestId('language-json-save').click();
    await page.getByText('Saved.', { exact: true }).waitFor();

    await row('Español').getByRole('radio').check();
    await page.getByTestId('language-make-default').click();
    await page.getByTestId('language-make-default-confirm').click();
    await page.getByText('Default language changed.').waitFor();
    await row('Español').filter({ hasText: 'Yes' }).waitFor();
    await row('English').filter({ hasText: 'No' }).waitFor();
  });

  it('shows the settings pages with no serious or critical axe violation, in English and Arabic', async () => {
    // Arabic first: switching away from it is sure to re-apply English and its direction.
    for (const language of ['العربية', 'English'] as const) {
      await page.goto(twin.outputs.webUrl);
      await pickLanguage(page, language);
      for (const path of PAGES) {
        await open(path);
        await settle(page);
        // A list such as "5|10|20" keeps its order in Arabic.
        if (path === '/settings')
          expect(
            await page
              .getByTestId('settings-walletMoneyField')
              .evaluate((input) => getComputedStyle(input).direction),
          ).toBe('ltr');
        expect({ path, language, violations: await seriousViolations(page) }).toEqual({
          path,
          language,
          violations: [],
        });
      }
    }
  }, 180_000);
});
