/**
 * The public pages rendered to HTML at build time, in each seeded language (docs/public-site.md).
 * The default language (English, the bundled fallback) lives at the site's root; every other one
 * under its id: `/`, `/about-us`, …, `/es/`, `/es/about-us`, …, `/ar/`, ….
 */
import type { LanguageSummary } from '../api/public-content';
import type { InitialLanguages } from '../i18n/language-provider';
import { PUBLIC_PAGES } from '../public/public-nav';

/**
 * The seeded languages (infra/local/seed/demo-languages.ts), as the picker lists them (ordered by id,
 * as the API does) until the API's list arrives.
 */
export const PRERENDERED_LANGUAGE_SUMMARIES = [
  { id: 'ar', langName: 'العربية', langLocale: 'ar', dateLocale: 'ar-EG', default: false },
  { id: 'en', langName: 'English', langLocale: 'en', dateLocale: 'en-US', default: true },
  { id: 'es', langName: 'Español', langLocale: 'es', dateLocale: 'es-ES', default: false },
] as const satisfies readonly LanguageSummary[];
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGE_SUMMARIES)[number]['id'];
export const PRERENDERED_LANGUAGES: readonly PrerenderedLanguage[] = PRERENDERED_LANGUAGE_SUMMARIES.map(
  ({ id }) => id,
);
/** The language at the site's root addresses (`/about-us`): the bundled English. */
export const ROOT_LANGUAGE: PrerenderedLanguage = 'en';

export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGES.map(({ path }) => path);

/** Each public page's browser-tab title key (as its component's `usePageTitle`). */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/': 'nav.home',
  '/about-us': 'about.title',
  '/contact-us': 'contact.title',
  '/privacy-policy': 'privacy.title',
};

/** The address of a public page in a language. */
export function prerenderedUrl(language: string, path: string): string {
  return language === ROOT_LANGUAGE ? path : `/${language}${path === '/' ? '/' : path}`;
}

/** The file a page is written to inside the build (`/about-us` → `about-us/index.html`). */
export function prerenderedFile(language: string, path: string): string {
  return `${prerenderedUrl(language, path).slice(1)}${path === '/' ? '' : '/'}index.html`;
}

/** The language prefix an address starts with (`/ar/about-us` → ar, base `/ar`), if any. */
export function prerenderedLanguageOf(
  pathname: string,
): { id: PrerenderedLanguage; basename: string } | undefined {
  const id = PRERENDERED_LANGUAGES.find(
    (language) =>
      language !== ROOT_LANGUAGE && (pathname === `/${language}` || pathname.startsWith(`/${language}/`)),
  );
  return id && { id, basename: `/${id}` };
}

/** The picker's languages and the page's own, as the page was prerendered in `id`. */
export function initialLanguages(id: string): InitialLanguages | undefined {
  const current = PRERENDERED_LANGUAGE_SUMMARIES.find((language) => language.id === id);
  return current && { languages: [...PRERENDERED_LANGUAGE_SUMMARIES], current };
}
