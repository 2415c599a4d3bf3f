/**
 * Settings ↔ their stored item, field by field as SETTINGS_FIELDS declares: amounts in integer
 * minor units (`<name>Minor`), unset fields absent, and a field an older item lacks read as its
 * default, so settings saved before a field existed read without a migration.
 */
import type { EntityItem } from 'electrodb';
import { moneyFromUnits, SETTINGS_FIELD_ENTRIES, toAmount, toMoney, type Settings } from '@wayfare/shared';
import { storedName, type settingsEntity } from './settings.entity';

export type SettingsItem = EntityItem<ReturnType<typeof settingsEntity>>;

export function toSettings({
  updatedAt: _updatedAt,
  criticalEditsLockedBy,
  ...item
}: SettingsItem): Settings {
  const stored: Record<string, unknown> = item;
  const values = SETTINGS_FIELD_ENTRIES.flatMap(([name, field]): [string, unknown][] => {
    const value = stored[storedName(name, field)];
    if (value === undefined) return 'default' in field ? [[name, field.default]] : [];
    return [[name, field.kind === 'money' ? toAmount(moneyFromUnits(Number(value))) : value]];
  });
  return {
    ...Object.fromEntries(values),
    ...(criticalEditsLockedBy !== undefined && { criticalEditsLockedBy }),
  } as Settings;
}

export function toItem({ criticalEditsLockedBy, ...settings }: Settings, updatedAt: Date): SettingsItem {
  const values: Record<string, unknown> = settings;
  const attributes = SETTINGS_FIELD_ENTRIES.flatMap(([name, field]): [string, unknown][] => {
    const value = values[name];
    if (value === undefined) return [];
    return [[storedName(name, field), field.kind === 'money' ? toMoney(Number(value)) : value]];
  });
  return {
    ...Object.fromEntries(attributes),
    ...(criticalEditsLockedBy !== undefined && { criticalEditsLockedBy }),
    updatedAt: updatedAt.toISOString(),
  } as SettingsItem;
}
