import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { SETTINGS_FIELDS, type SettingField } from '@wayfare/shared';

/**
 * SETTINGS_FIELDS against infra/graphql/schema.graphql: the same fields in `Settings` and
 * `SettingsInput`, each non-null where the table says so, so a setting added to one alone fails.
 */
const schema = parse(readFileSync(join(__dirname, '../../../infra/graphql/schema.graphql'), 'utf8'));
const table = Object.entries(SETTINGS_FIELDS) as [string, SettingField][];

/** A type's fields, each true when non-null, less those only the server sets. */
function fieldsOf(typeName: string, serverOnly: string[] = []) {
  const type = schema.definitions.find(
    (definition) =>
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) &&
      definition.name.value === typeName,
  );
  if (!type || !('fields' in type)) throw new Error(`schema.graphql has no ${typeName}`);
  return Object.fromEntries(
    (type.fields ?? [])
      .filter((field) => !serverOnly.includes(field.name.value))
      .map((field) => [field.name.value, field.type.kind === Kind.NON_NULL_TYPE]),
  );
}

/** Read back, only an optional text or place may be null: every other field has a value or a default. */
const readNonNull = (field: SettingField) => field.kind !== 'text' && field.kind !== 'place';
/** Saved, a field with a default may be left out too. */
const savedNonNull = (field: SettingField) =>
  readNonNull(field) && !(field.kind !== 'requiredText' && 'default' in field);

describe('SETTINGS_FIELDS and the GraphQL schema', () => {
  it("has every field of the schema's Settings, and no other, non-null alike", () => {
    expect(fieldsOf('Settings', ['updatedAt'])).toEqual(
      Object.fromEntries(table.map(([name, field]) => [name, readNonNull(field)])),
    );
  });

  it('has every field of SettingsInput, and no other, required alike', () => {
    expect(fieldsOf('SettingsInput')).toEqual(
      Object.fromEntries(table.map(([name, field]) => [name, savedNonNull(field)])),
    );
  });
});
