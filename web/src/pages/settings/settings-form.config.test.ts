import { SETTINGS_FIELDS, type SettingName } from '@wayfare/shared';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { es } from '@wayfare/shared/src/i18n/texts/es';
import { hintOf, isLeftToRight, SETTINGS_SECTIONS } from './settings-form.config';

/** The form derived from SETTINGS_FIELDS: its sections, order, hints and reading direction. */
describe('the settings form', () => {
  it('groups every field by section and kind, in the order the page shows them', () => {
    expect(SETTINGS_SECTIONS).toEqual([
      { id: 'currency', texts: ['symbol', 'code'], numbers: ['decimal'], toggles: ['swipe_symbol'] },
      {
        id: 'app',
        texts: [
          'appName',
          'country',
          'restrictCountry',
          'walletMoneyField',
          'tipAmounts',
          'panic',
          'timezone',
        ],
        numbers: [
          'bonus',
          'driverRadius',
          'walletTopUpMax',
          'arrivingNoticeMeters',
          'noShowWaitMinutes',
          'noShowFee',
          'tipMax',
        ],
        toggles: [
          'AllowCountrySelection',
          'convert_to_mile',
          'CarHornRepeat',
          'RiderWithDraw',
          'useDistanceMatrix',
          'bank_fields',
          'showLiveRoute',
          'AllowCriticalEditsAdmin',
          'FacebookLoginEnabled',
        ],
      },
      {
        id: 'company',
        texts: [
          'CompanyName',
          'CompanyAddress',
          'CompanyWebsite',
          'CompanyPhone',
          'CompanyTerms',
          'contact_email',
          'FacebookHandle',
          'TwitterHandle',
          'InstagramHandle',
          'AppleStoreLink',
          'PlayStoreLink',
        ],
        numbers: [],
        toggles: [],
      },
    ]);
  });

  it('hints a number with its own text or "0 or more", a text only where it has one', () => {
    expect(hintOf('noShowFee')).toBe('settings.noShowFeeHint');
    expect(hintOf('bonus')).toBe('settings.nonNegative');
    expect(hintOf('panic')).toBe('settings.panicHint');
    expect(hintOf('CompanyName')).toBeUndefined();
  });

  it('reads codes, lists and zones left to right', () => {
    const texts = SETTINGS_SECTIONS.flatMap((section) => section.texts);
    expect(texts.filter(isLeftToRight)).toEqual([
      'code',
      'restrictCountry',
      'walletMoneyField',
      'tipAmounts',
      'panic',
      'timezone',
    ]);
  });

  it('labels and hints every setting in Spanish and Arabic too (English is checked by the compiler)', () => {
    const names = Object.keys(SETTINGS_FIELDS) as SettingName[];
    const keys = names.flatMap((name) => [
      `settings.field.${name}`,
      ...(hintOf(name) ? [hintOf(name)!] : []),
    ]);
    for (const texts of [es, ar]) expect(keys.filter((key) => !texts[key])).toEqual([]);
  });
});
