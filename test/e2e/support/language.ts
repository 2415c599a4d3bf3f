/** Picking a language in the browser tests, as a visitor does with the header's picker. */
import type { Page } from 'playwright-core';

/** The seeded languages (infra/local/seed/demo-languages.ts): the picker's label, the document's lang. */
const SEEDED_LANGUAGES = { English: 'en', Español: 'es', العربية: 'ar' } as const;
export type SeededLanguageLabel = keyof typeof SEEDED_LANGUAGES;

/**
 * Picks a language on the page shown and waits for the page in it: the document's `lang` and the
 * picker showing the language. On a prerendered public page the picker opens that language's
 * address, so this is the new page (`dir` alone would not tell English from Spanish); the choice
 * is stored before that page opens, so the test may move on at once.
 */
export async function pickLanguage(page: Page, label: SeededLanguageLabel): Promise<void> {
  await page.getByLabel(/Language|Idioma|اللغة/).selectOption({ label });
  await page.waitForFunction(
    ({ lang, label }) =>
      document.documentElement.lang === lang &&
      document.querySelector<HTMLSelectElement>('.language-picker select')?.selectedOptions[0]?.text ===
        label,
    { lang: SEEDED_LANGUAGES[label], label },
  );
}
