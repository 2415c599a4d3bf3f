import type { Language } from '../entities/language';
import {
  assertLanguageDeletable,
  defaultLanguageOf,
  makeDefaultLanguage,
  newLanguage,
  parseLanguageJson,
} from './language';

const language = (id: string, isDefault: boolean, keyValuePairs: Record<string, string> = {}): Language => ({
  id,
  langName: id,
  langLocale: id,
  dateLocale: id,
  default: isDefault,
  createdAt: '2024-01-01T00:00:00.000Z',
  keyValuePairs,
});

describe('language JSON (product.md §5)', () => {
  it('accepts an object of texts', () => {
    expect(parseLanguageJson('{"no_cars":"Keine Autos"}')).toEqual({
      ok: true,
      value: { no_cars: 'Keine Autos' },
    });
  });

  it.each(['{"no_cars":', '[]', '"text"', 'null', '{"no_cars":1}'])('refuses %p with JSON Error', (text) => {
    expect(parseLanguageJson(text)).toEqual({
      ok: false,
      failures: [{ field: 'keyValuePairs', messageKey: 'JSON Error' }],
    });
  });
});

describe('default language', () => {
  const languages = [language('en', true, { no_cars: 'No cars' }), language('ar', false)];

  it('cannot be deleted', () => {
    expect(() => assertLanguageDeletable(languages[0]!)).toThrow(
      expect.objectContaining({ code: 'DEFAULT_LANGUAGE', message: 'Cannot delete default language' }),
    );
    expect(() => assertLanguageDeletable(languages[1]!)).not.toThrow();
  });

  it('is exactly one after making another default', () => {
    const changed = makeDefaultLanguage(languages, 'ar');
    expect(changed.map((l) => [l.id, l.default])).toEqual([
      ['en', false],
      ['ar', true],
    ]);
    expect(defaultLanguageOf(changed)?.id).toBe('ar');
  });

  it('seeds a new language, non-default, with the default texts', () => {
    expect(
      newLanguage(
        {
          id: 'de',
          langName: 'Deutsch',
          langLocale: 'de',
          dateLocale: 'de',
          createdAt: '2024-02-01T00:00:00.000Z',
        },
        languages,
      ),
    ).toEqual({
      id: 'de',
      langName: 'Deutsch',
      langLocale: 'de',
      dateLocale: 'de',
      createdAt: '2024-02-01T00:00:00.000Z',
      default: false,
      keyValuePairs: { no_cars: 'No cars' },
    });
  });
});
