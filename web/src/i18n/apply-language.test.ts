import i18next from 'i18next';
import { initI18n } from './index';
import { applyLanguage } from './apply-language';

describe('applyLanguage', () => {
  beforeAll(() => initI18n());
  afterEach(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));

  const changesWhile = (apply: () => void): string[] => {
    const changes: string[] = [];
    const listener = (language: string) => changes.push(language);
    i18next.on('languageChanged', listener);
    apply();
    i18next.off('languageChanged', listener);
    return changes;
  };

  it('leaves the shown language alone, so nothing re-renders, when it brings no texts of its own', () => {
    expect(changesWhile(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }))).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('changes the language, direction and texts when another one is applied', () => {
    const changes = changesWhile(() =>
      applyLanguage({ langLocale: 'ar', keyValuePairs: { 'app.loading': 'جار التحميل' } }),
    );
    expect(changes).toEqual(['ar']);
    expect(i18next.t('app.loading')).toBe('جار التحميل');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("re-renders with the operator's own wording of the language already shown", () => {
    const changes = changesWhile(() =>
      applyLanguage({ langLocale: 'en', keyValuePairs: { 'app.loading': 'Hold on…' } }),
    );
    expect(changes).toEqual(['en']);
    expect(i18next.t('app.loading')).toBe('Hold on…');
  });
});
