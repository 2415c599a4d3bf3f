import i18next from 'i18next';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { applyLanguage } from './apply-language';
import { initI18n } from './index';
import { exportLabels } from './table-labels';

describe("a sentence's values in the app's languages", () => {
  beforeAll(() => initI18n());
  afterEach(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} }));

  it('isolates each value of an Arabic sentence, so that an amount reads $25.00, not 25.00$', () => {
    applyLanguage({ langLocale: 'ar', keyValuePairs: { 'book.balance': ar['book.balance']! } });
    expect(i18next.t('book.balance', { amount: '$25.00' })).toBe('الرصيد \u2068$25.00\u2069');
  });

  it('leaves the values of an English sentence as they are, and an empty value empty', () => {
    expect(i18next.t('book.balance', { amount: '$25.00' })).toBe('Balance $25.00');
    applyLanguage({ langLocale: 'ar', keyValuePairs: { 'book.balance': ar['book.balance']! } });
    expect(i18next.t('book.balance', { amount: '' })).toBe('الرصيد ');
  });

  it('keeps markup in a value as text, for React to escape as it renders', () => {
    expect(i18next.t('book.balance', { amount: '<b>1</b> & 2' })).toBe('Balance <b>1</b> & 2');
  });

  it("leaves a download's file name without isolation characters, in Arabic too", () => {
    applyLanguage({
      langLocale: 'ar',
      keyValuePairs: { 'table.exportFileName': ar['table.exportFileName']! },
    });
    expect(exportLabels(i18next.t).fileName('الحجوزات')).toBe('تصدير الحجوزات');
  });
});
