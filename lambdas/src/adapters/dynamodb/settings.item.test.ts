import { SETTINGS_DEFAULTS } from '@wayfare/shared';
import { someSettings } from '@wayfare/shared/src/testing/settings.fixture';
import { toItem, toSettings, type SettingsItem } from './settings.item';

const savedAt = new Date('2026-01-02T03:04:05.000Z');

describe('the stored settings item', () => {
  it('keeps amounts in minor units (MONEY_SCALE) under their …Minor names, and reads them back', () => {
    const settings = someSettings({
      bonus: 7.5,
      tipMax: 20,
      noShowFee: 2.25,
      criticalEditsLockedBy: 'admin-1',
    });
    const item = toItem(settings, savedAt);
    expect(item).toMatchObject({
      bonusMinor: 75_000,
      walletTopUpMaxMinor: 10_000_000,
      noShowFeeMinor: 22_500,
      tipMaxMinor: 200_000,
      decimal: 2,
      arrivingNoticeMeters: 300,
      criticalEditsLockedBy: 'admin-1',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(item).not.toHaveProperty('bonus');
    expect(item).not.toHaveProperty('tipMax');
    expect(toSettings(item)).toEqual(settings);
  });

  it('leaves unset fields out of the item', () => {
    const item = toItem(someSettings({ panic: undefined, tipAmounts: undefined }), savedAt);
    expect(Object.keys(item)).not.toContain('panic');
    expect(Object.keys(item)).not.toContain('tipAmounts');
  });

  it('reads an item saved before the defaulted fields existed as their defaults', () => {
    const {
      walletTopUpMaxMinor: _limit,
      arrivingNoticeMeters: _notice,
      noShowWaitMinutes: _wait,
      noShowFeeMinor: _fee,
      tipMaxMinor: _tip,
      ...older
    } = toItem(someSettings({ timezone: 'Europe/Madrid' }), savedAt);
    expect(toSettings(older as SettingsItem)).toEqual(
      someSettings({ ...SETTINGS_DEFAULTS, timezone: 'Europe/Madrid' }),
    );
  });
});
