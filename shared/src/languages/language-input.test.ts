import { canonicalLocale, validateLanguageDraft } from './language-input';

describe('language draft', () => {
  it('trims the name and stores canonical locales', () => {
    expect(
      validateLanguageDraft({ langName: ' Português ', langLocale: 'pt-br', dateLocale: 'PT-BR' }),
    ).toEqual({
      ok: true,
      value: { langName: 'Português', langLocale: 'pt-BR', dateLocale: 'pt-BR' },
    });
  });

  it('names every failing field', () => {
    expect(validateLanguageDraft({ langName: ' ', langLocale: 'not a locale', dateLocale: 7 })).toEqual({
      ok: false,
      failures: [
        { field: 'langName', messageKey: 'required_field' },
        { field: 'langLocale', messageKey: 'invalid_locale' },
        { field: 'dateLocale', messageKey: 'invalid_locale' },
      ],
    });
  });

  it.each([
    ['ar', 'ar'],
    ['en-us', 'en-US'],
    ['', undefined],
    ['e', undefined],
    [null, undefined],
  ])('reads %p as %p', (value, expected) => {
    expect(canonicalLocale(value)).toBe(expected);
  });
});
