/**
 * The operator's settings (product.md §3 Settings): one item, its attributes derived from
 * SETTINGS_FIELDS. Money in integer minor units as `<name>Minor`; a field with a default may be
 * absent (settings saved before it existed) and is read as its default (settings.item.ts).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  SETTINGS_FIELD_ENTRIES,
  type SettingField,
  type SettingName,
  type SETTINGS_FIELDS,
} from '@wayfare/shared';

const text = { type: 'string' } as const;
const requiredText = { type: 'string', required: true } as const;
const flag = { type: 'boolean', required: true } as const;
const requiredNumber = { type: 'number', required: true } as const;
const number = { type: 'number' } as const;
const place = {
  type: 'map',
  properties: {
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    add: { type: 'string', required: true },
  },
} as const;

type Fields = typeof SETTINGS_FIELDS;

/** A setting's stored attribute name: an amount is kept in minor units, `<name>Minor`. */
export type StoredName<K extends SettingName> = Fields[K] extends { kind: 'money' } ? `${K}Minor` : K;
export const storedName = (name: SettingName, field: SettingField): string =>
  field.kind === 'money' ? `${name}Minor` : name;

type AttributeOf<F> = F extends { kind: 'text' }
  ? typeof text
  : F extends { kind: 'requiredText' }
    ? typeof requiredText
    : F extends { kind: 'flag' }
      ? typeof flag
      : F extends { kind: 'place' }
        ? typeof place
        : F extends { default: number }
          ? typeof number
          : typeof requiredNumber;

function attributeOf(field: SettingField) {
  switch (field.kind) {
    case 'text':
      return text;
    case 'requiredText':
      return requiredText;
    case 'flag':
      return flag;
    case 'place':
      return place;
    default:
      return 'default' in field ? number : requiredNumber;
  }
}

const settingAttributes = Object.fromEntries(
  SETTINGS_FIELD_ENTRIES.map(([name, field]) => [storedName(name, field), attributeOf(field)]),
) as { [K in SettingName as StoredName<K>]: AttributeOf<Fields[K]> };

export const settingsSchema = {
  model: { entity: 'settings', version: '1', service: 'wayfare' },
  attributes: {
    ...settingAttributes,
    criticalEditsLockedBy: text,
    updatedAt: requiredText,
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const settingsEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(settingsSchema, { client, table });
