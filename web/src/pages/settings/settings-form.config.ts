/** The settings form (product.md §3 Settings, §5): every field of SETTINGS_FIELDS, grouped, with its kind. */
import {
  REQUIRED_SETTINGS_FIELDS,
  SETTINGS_FIELD_ENTRIES,
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS_ORDER,
  type SettingField,
  type SettingName,
  type SettingsOfKind,
  type SettingsSectionId,
} from '@wayfare/shared';

type TextField = SettingsOfKind<'text' | 'requiredText'>;
type ToggleField = SettingsOfKind<'flag'>;
export type NumberField = SettingsOfKind<'money' | 'whole' | 'decimal'>;

export interface SettingsSection {
  id: SettingsSectionId;
  texts: TextField[];
  numbers: NumberField[];
  toggles: ToggleField[];
}

/** The names of a section's fields whose kind is one of `kinds`, in the table's order. */
const namesOf = <Name extends SettingName>(section: SettingsSectionId, kinds: SettingField['kind'][]) =>
  SETTINGS_FIELD_ENTRIES.filter(([, field]) => field.section === section && kinds.includes(field.kind)).map(
    ([name]) => name as Name,
  );

export const SETTINGS_SECTIONS: SettingsSection[] = SETTINGS_SECTIONS_ORDER.map((id) => ({
  id,
  texts: namesOf<TextField>(id, ['text', 'requiredText']),
  numbers: namesOf<NumberField>(id, ['money', 'whole', 'decimal']),
  toggles: namesOf<ToggleField>(id, ['flag']),
}));

/** The section that shows the shop's pickup picker. */
export const SHOP_PICKUP_SECTION = SETTINGS_FIELDS.shopPickup.section;

/** What a field takes, where its label alone does not say; a number without one: 0 or more. */
export const hintOf = (name: SettingName): string | undefined => {
  const field: SettingField = SETTINGS_FIELDS[name];
  return (
    field.hint ??
    (field.kind === 'money' || field.kind === 'whole' || field.kind === 'decimal'
      ? 'settings.nonNegative'
      : undefined)
  );
};

/** Codes, lists and zone names: read left to right whatever the page's direction ("5|10|20"). */
export const isLeftToRight = (name: SettingName): boolean => {
  const field: SettingField = SETTINGS_FIELDS[name];
  return 'leftToRight' in field && field.leftToRight === true;
};

export const isRequiredSetting = (field: string): boolean =>
  (REQUIRED_SETTINGS_FIELDS as readonly string[]).includes(field);

/** product.md §5: decimal, bonus and driverRadius take only numbers of 0 or more; anything else empties the field. */
export const keepNonNegativeNumber = (typed: string): string => {
  const text = typed.trim();
  if (text === '') return '';
  // A number being typed ("1.") is kept; the save checks the whole value.
  return /^\d*\.?\d*$/.test(text) && Number(text) >= 0 ? typed : '';
};
