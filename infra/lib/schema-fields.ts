import { Kind, parse } from 'graphql';

/**
 * `Type.field` for every field of the schema's object types (including `extend type`). Parsed,
 * not built: AppSync's scalars and directives are not declared in schema.graphql.
 */
export function schemaFieldNames(sdl: string): Set<string> {
  const names = new Set<string>();
  for (const definition of parse(sdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    for (const field of definition.fields ?? []) names.add(`${definition.name.value}.${field.name.value}`);
  }
  return names;
}
