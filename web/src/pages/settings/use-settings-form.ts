import { validateSettings, type FieldFailure, type Settings, type SettingsDraft } from '@wayfare/shared';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { updateSettings } from '../../api/settings';
import type { Place } from '../../api/trips';
import type { Settings as WireSettings, SettingsInput } from '../../api/types';
import { SETTINGS_SECTIONS } from './settings-form.config';

export type SettingsValues = Record<string, string | boolean>;

const TEXTS = SETTINGS_SECTIONS.flatMap((section) => section.texts);
const NUMBERS = SETTINGS_SECTIONS.flatMap((section) => section.numbers);
const TOGGLES = SETTINGS_SECTIONS.flatMap((section) => section.toggles);

const valuesOf = (settings: WireSettings): SettingsValues => ({
  ...Object.fromEntries(TEXTS.map((field) => [field, settings[field] ?? ''])),
  ...Object.fromEntries(NUMBERS.map((field) => [field, String(settings[field])])),
  ...Object.fromEntries(TOGGLES.map((field) => [field, settings[field]])),
});

const draftOf = (values: SettingsValues, shopPickup: Place | null): SettingsDraft =>
  ({
    shopPickup,
    ...Object.fromEntries(TEXTS.map((field) => [field, String(values[field] ?? '').trim() || undefined])),
    ...Object.fromEntries(NUMBERS.map((field) => [field, values[field]])),
    ...Object.fromEntries(TOGGLES.map((field) => [field, Boolean(values[field])])),
  }) as SettingsDraft;

/** Optional fields left empty go to the API as null; the shop's place as the input's own fields. */
const toInput = (settings: Settings): SettingsInput =>
  ({
    ...Object.fromEntries(
      [...TEXTS, ...NUMBERS, ...TOGGLES].map((field) => [field, settings[field] ?? null]),
    ),
    shopPickup: settings.shopPickup
      ? { lat: settings.shopPickup.lat, lng: settings.shopPickup.lng, add: settings.shopPickup.add }
      : null,
  }) as SettingsInput;

const shopPickupOf = (settings: WireSettings): Place | null => settings.shopPickup ?? null;

/**
 * The settings form's state: what is typed, the spec's checks before saving (required fields,
 * 'proper bonus', numbers of 0 or more), then one updateSettings. A save that turns critical edits
 * off (the demo lock) waits for the operator's confirmation: `lockPending` until `save(true)`.
 */
export function useSettingsForm(
  settings: WireSettings,
  notify: (type: 'success' | 'error', key: string) => void,
  onSaved: (saved: WireSettings) => void,
) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(settings));
  const [shopPickup, setShopPickup] = useState<Place | null>(() => shopPickupOf(settings));
  const [failures, setFailures] = useState<FieldFailure[]>([]);
  const [saving, setSaving] = useState(false);
  const [lockPending, setLockPending] = useState(false);

  const set = (field: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** Shows settings saved elsewhere (the way out of the lock) as the form's values. */
  const reset = (saved: WireSettings) => {
    setValues(valuesOf(saved));
    setShopPickup(shopPickupOf(saved));
  };

  const save = async (lockConfirmed = false) => {
    setLockPending(false);
    const result = validateSettings(draftOf(values, shopPickup));
    if (!result.ok) {
      setFailures(result.failures);
      // product.md §5: an empty bonus blocks the save with the 'proper bonus' alert.
      if (result.failures.some((failure) => failure.messageKey === 'proper bonus'))
        notify('error', 'proper bonus');
      return;
    }
    setFailures([]);
    if (settings.AllowCriticalEditsAdmin && !result.value.AllowCriticalEditsAdmin && !lockConfirmed) {
      setLockPending(true);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateSettings(toInput(result.value));
      reset(saved);
      onSaved(saved);
      notify('success', 'settings.saved');
    } catch (error) {
      // product.md §4: a failed update shows the failure message (or 'demo mode' under the lock).
      notify(
        'error',
        error instanceof ApiError && error.messageKey === 'demo mode' ? 'demo mode' : 'update failed',
      );
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: string) => failures.find((failure) => failure.field === field)?.messageKey;
  return {
    values,
    set,
    shopPickup,
    setShopPickup,
    reset,
    save,
    saving,
    errorOf,
    lockPending,
    cancelLock: () => setLockPending(false),
  };
}
