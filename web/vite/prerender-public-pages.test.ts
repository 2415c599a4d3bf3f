/**
 * The public pages the build prerendered (run `npm run build -w web` first; `npm test` does): each
 * page in each seeded language is a file with its language and direction, its heading and texts in
 * that language, links that stay in the language, and the script that makes it live.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { ENGLISH_TEXTS } from '@wayfare/shared/src/i18n/texts/english';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { isolateValue } from '../src/i18n/isolate-value';
import { prerenderedFile, prerenderedUrl } from '../src/prerender/public-pages';

const dist = join(__dirname, '..', 'dist');
const TEXTS: Record<string, Readonly<Record<string, string>>> = { en: ENGLISH_TEXTS, es, ar };
const DIRECTION: Record<string, string> = { en: 'ltr', es: 'ltr', ar: 'rtl' };

/** What identifies each page: the landing page's h1 is the operator's app name, read once live. */
const HEADINGS: Record<string, { tag: string; key: string }> = {
  '/': { tag: 'h2', key: 'landing.feature.book.title' },
  '/about-us': { tag: 'h1', key: 'about.title' },
  '/contact-us': { tag: 'h1', key: 'contact.title' },
  '/privacy-policy': { tag: 'h1', key: 'privacy.title' },
};

const cases = Object.keys(TEXTS).flatMap((language) =>
  Object.keys(HEADINGS).map((path) => [language, path] as const),
);

describe('prerendered public pages', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'app.html')))
      throw new Error('web/dist is missing: run `npm run build -w web`.');
  });

  it.each(cases)('%s %s: language, direction, heading, links and script', (language, path) => {
    const html = readFileSync(join(dist, prerenderedFile(language, path)), 'utf8');
    const texts = TEXTS[language]!;
    expect(html).toMatch(new RegExp(`<html lang="${language}" dir="${DIRECTION[language]}">`));
    const { tag, key } = HEADINGS[path]!;
    expect(html).toMatch(new RegExp(`<${tag}[^>]*>${texts[key]}</${tag}>`));
    // The page's name isolated in a right-to-left sentence, as the app names the tab (isolate-value.ts).
    const page = texts[key === 'landing.feature.book.title' ? 'nav.home' : key]!;
    expect(html).toContain(`<title>${isolateValue(page, language)} · `);
    // Navigation stays in the page's language, and the picker shows it chosen.
    expect(html).toContain(`href="${prerenderedUrl(language, '/contact-us')}"`);
    expect(html).toMatch(new RegExp(`<option value="${language}"[^>]*selected`));
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/public-page-[\w-]+\.js">/);
  });

  it.each(cases)(
    '%s %s: sends a visitor who chose another language on from the root addresses only',
    (language, path) => {
      const html = readFileSync(join(dist, prerenderedFile(language, path)), 'utf8');
      // A language's own address shows that language, whatever was chosen before.
      expect(html.includes('location.replace(')).toBe(language === 'en');
    },
  );

  it('leaves no page template in the build', () => {
    expect(existsSync(join(dist, 'public-page.html'))).toBe(false);
  });
});
