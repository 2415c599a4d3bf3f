/**
 * Every key the product uses has a text in every seeded language: the domain's message keys, the
 * web app's English texts, and every literal key passed to t() in web/src.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_KEYS } from '@wayfare/shared';
import { ENGLISH_TEXTS } from '@wayfare/shared/src/i18n/texts/english';
import { en } from '@wayfare/shared/src/i18n/texts/en';
import { demoLanguages } from './demo-languages';

const webSrc = join(__dirname, '..', '..', '..', 'web', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `t('key')`, `t("key", …)`, `i18next.t('key')`; template literals with ${} are dynamic and skipped. */
const T_CALL = /\bt\(\s*(['"`])((?:(?!\1)[^\\$]|\\.)+)\1/g;

function keysUsedInWeb(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(webSrc)) {
    for (const [, , key] of readFileSync(file, 'utf8').matchAll(T_CALL)) {
      if (key && !used.has(key)) used.set(key, file.slice(webSrc.length + 1));
    }
  }
  return used;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('seeded languages', () => {
  const usedInWeb = keysUsedInWeb();
  const required = new Set([...MESSAGE_KEYS, ...Object.keys(en), ...usedInWeb.keys()]);

  it('finds the keys the web app uses', () => {
    expect(usedInWeb.size).toBeGreaterThan(20);
    expect(usedInWeb.has('language.label')).toBe(true);
  });

  it.each(demoLanguages.map((language) => [language.langName, language] as const))(
    '%s has a text for every key used in the code',
    (_name, language) => {
      const missing = [...required]
        .filter((key) => !language.keyValuePairs[key]?.trim())
        .map((key) => (usedInWeb.has(key) ? `${key} (used in ${usedInWeb.get(key)})` : key));
      expect(missing).toEqual([]);
    },
  );

  it.each(demoLanguages.map((language) => [language.langName, language] as const))(
    '%s keeps the placeholders of the English texts',
    (_name, language) => {
      const mismatched = Object.entries(ENGLISH_TEXTS)
        .filter(([key]) => key in language.keyValuePairs)
        .filter(
          ([key, text]) => placeholders(text).join() !== placeholders(language.keyValuePairs[key]!).join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    },
  );

  it('has exactly one default, English', () => {
    expect(demoLanguages.filter((language) => language.default).map((language) => language.id)).toEqual([
      'en',
    ]);
  });
});
