import { cloudscapeLocaleFor, loadCloudscapeMessages } from './cloudscape-messages';
import { formatDate, formatDateTime } from './format-date';
import {
  readStoredLanguage,
  storeLanguage,
  storeLanguageChoice,
  textlessStoredLanguage,
} from './stored-language';
import { textDirectionOf } from './text-direction';

describe('text direction', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['es-ES', 'ltr'],
    ['az-Arab', 'rtl'],
    ['ku-Latn', 'ltr'],
  ])('%s is %s', (locale, direction) => {
    expect(textDirectionOf(locale)).toBe(direction);
  });
});

describe('formatDate', () => {
  const date = '2024-03-05T12:00:00Z';
  it.each([
    ['en-US', 'March 5, 2024'],
    ['es-ES', '5 de marzo de 2024'],
  ])('writes dates long in %s', (locale, text) => {
    expect(formatDate(date, locale, 'UTC')).toBe(text);
  });

  it('leaves an invalid date empty', () => {
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
});

describe('formatDateTime', () => {
  const moment = Date.UTC(2024, 2, 5, 14, 30);
  const fresh = (locale: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(moment);

  it('reads the clock of each time zone in each language, asked again and again', () => {
    for (let round = 0; round < 2; round += 1)
      for (const [locale, timeZone] of [
        ['en-US', 'UTC'],
        ['en-US', 'America/New_York'],
        ['es-ES', 'UTC'],
        ['ar-EG', 'Asia/Dubai'],
      ] as const)
        expect(formatDateTime(moment, locale, timeZone)).toBe(fresh(locale, timeZone));
    expect(formatDateTime(moment, 'en-US', 'America/New_York')).toMatch(/^Mar 5, 2024, 9:30\sAM$/);
    expect(formatDate(moment, 'en-US', 'UTC')).toBe('March 5, 2024');
  });
});

describe('stored language', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
  };

  it('round-trips a choice and ignores anything else', () => {
    const storage = memory();
    expect(readStoredLanguage(storage)).toBeNull();
    const arabic = {
      id: 'ar',
      langName: 'ar',
      langLocale: 'ar',
      dateLocale: 'ar-EG',
      default: false,
      keyValuePairs: {},
    };
    storeLanguage(arabic, storage);
    expect(readStoredLanguage(storage)).toEqual(arabic);
    storage.setItem('wayfare.language', '{broken');
    expect(readStoredLanguage(storage)).toBeNull();
  });

  it('stores a choice before its texts, and keeps the same choice with its texts as it is', () => {
    const storage = memory();
    const spanish = { id: 'es', langName: 'Español', langLocale: 'es', dateLocale: 'es-ES', default: false };
    storeLanguageChoice(spanish, storage);
    expect(readStoredLanguage(storage)).toEqual({ ...spanish, keyValuePairs: {} });
    expect(textlessStoredLanguage(storage)).toBe('es');

    const texts = { ...spanish, keyValuePairs: { 'nav.home': 'Inicio' } };
    storeLanguage(texts, storage);
    expect(textlessStoredLanguage(storage)).toBeUndefined();
    storeLanguageChoice(spanish, storage);
    expect(readStoredLanguage(storage)).toEqual(texts);

    storeLanguageChoice({ ...spanish, id: 'ar', langLocale: 'ar' }, storage);
    expect(textlessStoredLanguage(storage)).toBe('ar');
  });
});

describe('Cloudscape locale', () => {
  it.each([
    ['ar', 'ar'],
    ['es-MX', 'es'],
    ['pt-BR', 'pt-BR'],
    ['sw', 'en'],
  ])('%s uses %s', (locale, closest) => {
    expect(cloudscapeLocaleFor(locale)).toBe(closest);
  });

  it("loads Cloudscape's Arabic strings for Arabic", async () => {
    const { locale, messages } = await loadCloudscapeMessages('ar-EG');
    expect(locale).toBe('ar');
    expect(JSON.stringify(messages)).toMatch(/[\u0600-\u06FF]/);
  });
});
