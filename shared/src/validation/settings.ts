import {
  isNumberSetting,
  SETTINGS_FIELD_ENTRIES,
  SETTINGS_FIELDS,
  type DefaultedSetting,
  type Settings,
  type SettingName,
  type SettingsOfKind,
  type SettingField,
} from '../entities/settings';
import { MAX_AMOUNT } from '../money/money';
import type { MessageKey } from '../i18n/message-keys';
import { isValidTimeZone } from '../time/calendar';
import { parseWalletAmounts } from '../wallet/wallet-amounts';
import { tooPreciseAmounts } from './amount-precision';
import { isBlank, readNonNegativeNumber } from './fields';
import { invalid, valid, type FieldFailure, type ValidationResult } from './validation-result';

type NumberName = SettingsOfKind<'money' | 'whole' | 'decimal'>;
/** Fields a draft may leave out or send as null: the optional ones and those with a default. */
type Omissible = SettingsOfKind<'text' | 'place'> | DefaultedSetting | 'criticalEditsLockedBy';

/**
 * The settings form as typed: numbers may be text, a field with a default may be left out, and an
 * optional text may be null, as the settings query answers an unset one.
 */
export type SettingsDraft = { [K in Exclude<keyof Settings, NumberName | Omissible>]: Settings[K] } & {
  [K in Exclude<NumberName, Omissible>]: number | string | null | undefined;
} & { [K in Omissible]?: (K extends NumberName ? number | string : Settings[K]) | null };

/** The draft without its null fields: a null means unset, and an unset field is not stored. */
const withoutNulls = (draft: SettingsDraft): SettingsDraft =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null)) as SettingsDraft;

const isRequired = (field: SettingField) => field.kind === 'requiredText' && field.default === undefined;

/** The texts a save must fill ('required_field'), in the form's order. */
export const REQUIRED_SETTINGS_FIELDS = SETTINGS_FIELD_ENTRIES.filter(([, field]) => isRequired(field)).map(
  ([name]) => name,
) as SettingsOfKind<'requiredText'>[];

/** The settings that are amounts in the currency. */
const AMOUNT_SETTINGS = SETTINGS_FIELD_ENTRIES.filter(([, field]) => field.kind === 'money').map(
  ([name]) => name as SettingsOfKind<'money'>,
);

type NumberField = Extract<SettingField, { kind: 'money' | 'whole' | 'decimal' }>;

/** A typed number as its setting reads it: the value, or the message key it fails with. */
function readNumberSetting(field: NumberField, typed: unknown): number | MessageKey {
  const fallback = 'default' in field ? field.default : undefined;
  if (field.kind === 'whole') {
    const value = isBlank(typed) ? fallback : readNonNegativeNumber(typed);
    const fits = value !== undefined && Number.isInteger(value) && value >= field.min && value <= field.max;
    return fits ? value : field.messageKey;
  }
  if (field.kind === 'decimal') {
    const value = readNonNegativeNumber(typed);
    return value !== undefined && value <= field.max ? value : 'invalid_number';
  }
  if (isBlank(typed) && fallback === undefined) return field.blankKey ?? 'invalid_number';
  const amount = isBlank(typed) ? fallback : readNonNegativeNumber(typed);
  const fits = amount !== undefined && amount <= MAX_AMOUNT && !(field.aboveZero && amount <= 0);
  return fits ? amount : 'invalid_number';
}

/**
 * A settings save (product.md §5), checked as SETTINGS_FIELDS declares: required texts, numbers in
 * their ranges (a blank bonus is 'proper bonus'), and a blank field with a default takes it. Then
 * the rules between fields: every amount no finer than the decimal saved with it
 * ('amount_too_precise'), the wallet's top-up presets (walletMoneyField) each a valid top-up
 * amount, and the tip presets (tipAmounts) each a valid tip, at most tipMax. The panic number is
 * one a phone can dial, kept without spaces (unset when left empty), and the time zone a real IANA
 * zone (UTC when left out). Null means unset.
 */
export function validateSettings(input: SettingsDraft): ValidationResult<Settings> {
  const draft = withoutNulls(input);
  const typed: Partial<Record<SettingName, unknown>> = draft;
  const failures: FieldFailure[] = [];
  const numbers: Partial<Record<NumberName, number>> = {};
  for (const [name, field] of SETTINGS_FIELD_ENTRIES) {
    if (isRequired(field) && isBlank(typed[name]))
      failures.push({ field: name, messageKey: 'required_field' });
    if (!isNumberSetting(field)) continue;
    const read = readNumberSetting(field, typed[name]);
    if (typeof read === 'number') numbers[name as NumberName] = read;
    else failures.push({ field: name, messageKey: read });
  }
  const { decimal, walletTopUpMax, tipMax } = numbers;
  // Amounts no finer than the currency's decimals, as saved with them (docs/money.md).
  if (decimal !== undefined) {
    const amounts = Object.fromEntries(AMOUNT_SETTINGS.map((name) => [name, numbers[name]]));
    failures.push(...tooPreciseAmounts(amounts, decimal));
  }
  // The rider's top-up presets: amounts the wallet screen offers, each a valid top-up (docs/money.md).
  if (
    decimal !== undefined &&
    walletTopUpMax !== undefined &&
    !parseWalletAmounts(draft.walletMoneyField, { decimal, max: walletTopUpMax })
  )
    failures.push({ field: 'walletMoneyField', messageKey: 'wallet_amounts_invalid' });
  // Tips (docs/money.md): presets each a valid tip.
  if (
    decimal !== undefined &&
    tipMax !== undefined &&
    !parseWalletAmounts(draft.tipAmounts, { decimal, max: tipMax })
  )
    failures.push({ field: 'tipAmounts', messageKey: 'tip_amounts_invalid' });
  // The Emergency button's number (docs/trips.md, "SOS"): unset when left empty.
  const { panic: typedPanic, ...rest } = draft;
  const panic = isBlank(typedPanic) ? undefined : readDialable(String(typedPanic));
  if (panic === undefined && !isBlank(typedPanic))
    failures.push({ field: 'panic', messageKey: 'proper panic' });
  const timezone = isBlank(draft.timezone) ? SETTINGS_FIELDS.timezone.default : String(draft.timezone).trim();
  if (!isValidTimeZone(timezone)) failures.push({ field: 'timezone', messageKey: 'invalid_timezone' });
  if (failures.length > 0) return invalid(failures);
  return valid({ ...rest, ...(panic !== undefined && { panic }), ...numbers, timezone } as Settings);
}

/**
 * A number a phone can dial, without its spaces: 2 to 15 digits, + first for an international
 * one. Short numbers (112, 911) are allowed, unlike a mobile number. Undefined when invalid.
 */
function readDialable(typed: string): string | undefined {
  const compact = typed.replace(/\s/g, '');
  return /^\+?\d{2,15}$/.test(compact) ? compact : undefined;
}
