import { DEFAULT_TIP_MAX, DEFAULT_WALLET_TOP_UP_MAX } from '../entities/settings';
import { someSettings } from '../testing/settings.fixture';
import { ARRIVING_NOTICE_METERS } from '../tracking/arriving-notice';
import { REQUIRED_SETTINGS_FIELDS, validateSettings, type SettingsDraft } from './settings';

const draft = (overrides: Partial<SettingsDraft> = {}): SettingsDraft => ({
  ...someSettings(),
  ...overrides,
});

describe('validateSettings (product.md §5)', () => {
  it('accepts complete settings, reading numbers typed as text', () => {
    expect(validateSettings(draft({ bonus: '7.5', decimal: '3', driverRadius: ' 0 ' }))).toEqual({
      ok: true,
      value: someSettings({ bonus: 7.5, decimal: 3, driverRadius: 0 }),
    });
  });

  it('requires currency symbol and code, app name and the company fields', () => {
    expect(REQUIRED_SETTINGS_FIELDS).toEqual([
      'symbol',
      'code',
      'appName',
      'CompanyName',
      'CompanyAddress',
      'CompanyWebsite',
      'CompanyPhone',
      'CompanyTerms',
    ]);
    for (const field of REQUIRED_SETTINGS_FIELDS) {
      expect(validateSettings(draft({ [field]: ' ' }))).toEqual({
        ok: false,
        failures: [{ field, messageKey: 'required_field' }],
      });
    }
  });

  it.each<[Partial<SettingsDraft>, string, string]>([
    [{ bonus: '' }, 'bonus', 'proper bonus'],
    [{ bonus: null }, 'bonus', 'proper bonus'],
    [{ bonus: -1 }, 'bonus', 'invalid_number'],
    [{ bonus: 1e12 }, 'bonus', 'invalid_number'],
    [{ bonus: 'ten' }, 'bonus', 'invalid_number'],
    [{ decimal: -2 }, 'decimal', 'invalid_number'],
    [{ decimal: 1.5 }, 'decimal', 'invalid_number'],
    [{ decimal: 5 }, 'decimal', 'invalid_number'],
    [{ decimal: '' }, 'decimal', 'invalid_number'],
    [{ driverRadius: -0.5 }, 'driverRadius', 'invalid_number'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'invalid_timezone'],
    [{ walletTopUpMax: 0 }, 'walletTopUpMax', 'invalid_number'],
    [{ walletTopUpMax: 1e12 }, 'walletTopUpMax', 'invalid_number'],
    [{ walletTopUpMax: 'lots' }, 'walletTopUpMax', 'invalid_number'],
    [{ arrivingNoticeMeters: 49 }, 'arrivingNoticeMeters', 'arriving_notice_range'],
    [{ arrivingNoticeMeters: 5001 }, 'arrivingNoticeMeters', 'arriving_notice_range'],
    [{ arrivingNoticeMeters: 120.5 }, 'arrivingNoticeMeters', 'arriving_notice_range'],
    [{ arrivingNoticeMeters: 'near' }, 'arrivingNoticeMeters', 'arriving_notice_range'],
    [{ panic: '9' }, 'panic', 'proper panic'],
    [{ panic: 'police' }, 'panic', 'proper panic'],
    [{ panic: '+1 212 555 0100 9999 9' }, 'panic', 'proper panic'],
    [{ panic: '11+2' }, 'panic', 'proper panic'],
    // Amounts as typed, never rounded: no finer than the decimal saved with them (two here).
    [{ bonus: 1.005 }, 'bonus', 'amount_too_precise'],
    [{ noShowFee: '2.505' }, 'noShowFee', 'amount_too_precise'],
    [{ decimal: 0, tipMax: 2.5 }, 'tipMax', 'amount_too_precise'],
    [{ decimal: '1', walletTopUpMax: 99.95 }, 'walletTopUpMax', 'amount_too_precise'],
  ])('refuses %o: %s → %s', (overrides, field, messageKey) => {
    expect(validateSettings(draft(overrides))).toEqual({ ok: false, failures: [{ field, messageKey }] });
  });

  it('takes amounts with as many decimals as the currency has', () => {
    expect(validateSettings(draft({ decimal: 3, bonus: 1.005, noShowFee: '0.125' })).ok).toBe(true);
    expect(validateSettings(draft({ decimal: 0, bonus: 5, noShowFee: 2 })).ok).toBe(true);
  });

  it('reads null as unset, so the settings query can be saved back as it was read', () => {
    const read = {
      ...someSettings(),
      panic: null,
      FacebookHandle: null,
      contact_email: null,
      timezone: null,
    };
    const result = validateSettings(read);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('panic');
    expect(result.value).not.toHaveProperty('FacebookHandle');
    expect(result.value).not.toHaveProperty('contact_email');
    expect(result.value.timezone).toBe('UTC');
  });

  it('defaults the top-up limit when it is left empty', () => {
    const result = validateSettings(draft({ walletTopUpMax: '' }));
    expect(result.ok && result.value.walletTopUpMax).toBe(DEFAULT_WALLET_TOP_UP_MAX);
    const typed = validateSettings(draft({ walletTopUpMax: '250.5' }));
    expect(typed.ok && typed.value.walletTopUpMax).toBe(250.5);
  });

  it('takes tip presets within the largest tip, 50 when left empty, and refuses others', () => {
    const empty = validateSettings(draft({ tipMax: '', tipAmounts: null }));
    expect(empty.ok && empty.value.tipMax).toBe(DEFAULT_TIP_MAX);
    const typed = validateSettings(draft({ tipMax: '20', tipAmounts: '2|5|10' }));
    expect(typed.ok && typed.value).toMatchObject({ tipMax: 20, tipAmounts: '2|5|10' });
    const fails = (changes: Partial<SettingsDraft>) => {
      const result = validateSettings(draft(changes));
      return result.ok ? null : result.failures;
    };
    expect(fails({ tipMax: 20, tipAmounts: '5|25' })).toEqual([
      { field: 'tipAmounts', messageKey: 'tip_amounts_invalid' },
    ]);
    expect(fails({ tipMax: 0 })).toEqual([{ field: 'tipMax', messageKey: 'invalid_number' }]);
  });

  it('reads the arriving notice distance in whole metres, 300 when left empty', () => {
    const typed = validateSettings(draft({ arrivingNoticeMeters: ' 150 ' }));
    expect(typed.ok && typed.value.arrivingNoticeMeters).toBe(150);
    const empty = validateSettings(draft({ arrivingNoticeMeters: '' }));
    expect(empty.ok && empty.value.arrivingNoticeMeters).toBe(ARRIVING_NOTICE_METERS.default);
    const edges = [50, 5000].map((meters) => validateSettings(draft({ arrivingNoticeMeters: meters })));
    expect(edges.map((result) => result.ok)).toEqual([true, true]);
  });

  it('keeps a short or international panic number without spaces, none when left empty', () => {
    const short = validateSettings(draft({ panic: ' 911 ' }));
    expect(short.ok && short.value.panic).toBe('911');
    const international = validateSettings(draft({ panic: '+44 20 7946 0000' }));
    expect(international.ok && international.value.panic).toBe('+442079460000');
    const empty = validateSettings(draft({ panic: '  ' }));
    expect(empty).toMatchObject({ ok: true });
    expect(empty.ok && empty.value).not.toHaveProperty('panic');
  });

  it('defaults the time zone to UTC', () => {
    const result = validateSettings(draft({ timezone: undefined }));
    expect(result.ok && result.value.timezone).toBe('UTC');
  });
});
