/**
 * Argument schema of the settings save, derived from SETTINGS_FIELDS: each field's rule by its kind,
 * bounded in length, range and precision, failing with the key the table names ('invalid_number'
 * for amounts out of range, 'amount_too_precise' for amounts finer than Money holds; the save checks
 * them against the currency's own decimals). A field with a default may be left out or null.
 */
import { z } from 'zod';
import {
  MAX_AMOUNT,
  SETTINGS_FIELD_ENTRIES,
  SETTINGS_FIELDS,
  type DecimalSetting,
  type MoneySetting,
  type RequiredTextSetting,
  type Settings,
  type SettingField,
  type TextSetting,
  type WholeSetting,
} from '@wayfare/shared';
import type { Settings as SchemaSettings } from './generated/graphql';
import { decimalPlaces, int, line, moneyArg, optional, place, prose } from './arg-rules';

const textArg = (field: TextSetting) => optional(line(field.maxLength));
const requiredTextArg = (field: RequiredTextSetting) =>
  field.multiLine ? prose(field.maxLength) : line(field.maxLength);
const numberArg = (field: MoneySetting | WholeSetting | DecimalSetting) => {
  if (field.kind === 'money') return moneyArg(MAX_AMOUNT, 'invalid_number');
  if (field.kind === 'whole') return int(field.min, field.max, field.messageKey);
  return decimalPlaces(0, field.max, field.places, 'invalid_number');
};
type NumberArg = ReturnType<typeof numberArg>;
const placeArg = () => place.nullish();

function argOf(field: SettingField): z.ZodType {
  switch (field.kind) {
    case 'text':
      return textArg(field);
    case 'requiredText':
      return requiredTextArg(field);
    case 'flag':
      return z.boolean();
    case 'place':
      return placeArg();
    default:
      // GraphQL's input leaves a field with a default nullable.
      return 'default' in field ? numberArg(field).nullish() : numberArg(field);
  }
}

type ArgOf<F> = F extends { kind: 'text' }
  ? ReturnType<typeof textArg>
  : F extends { kind: 'requiredText' }
    ? ReturnType<typeof requiredTextArg>
    : F extends { kind: 'flag' }
      ? z.ZodBoolean
      : F extends { kind: 'place' }
        ? ReturnType<typeof placeArg>
        : F extends { default: number }
          ? z.ZodOptional<z.ZodNullable<NumberArg>>
          : NumberArg;

/** Typed by ArgsMatching at the route (parseArgs): it must agree with SettingsInput both ways. */
const settingsInput = Object.fromEntries(
  SETTINGS_FIELD_ENTRIES.map(([name, field]) => [name, argOf(field)]),
) as {
  [K in keyof typeof SETTINGS_FIELDS]: ArgOf<(typeof SETTINGS_FIELDS)[K]>;
};

export const settingsArgs = z.object({ input: z.object(settingsInput) });

type TableOnly = Exclude<keyof Settings, keyof SchemaSettings | 'criticalEditsLockedBy'>;
type SchemaOnly = Exclude<keyof SchemaSettings, keyof Settings | '__typename' | 'updatedAt'>;
/**
 * Fails the type check naming each field the schema's `Settings` and SETTINGS_FIELDS do not share
 * (the save's input is held to the table by parseArgs at the route).
 */
export const settingsTableMatchesSchema: [TableOnly | SchemaOnly] extends [never]
  ? true
  : `not in both the schema's Settings and SETTINGS_FIELDS: ${TableOnly | SchemaOnly}` = true;
