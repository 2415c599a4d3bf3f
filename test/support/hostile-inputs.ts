/**
 * fast-check arbitraries for an operation's arguments, generated from their GraphQL types: each
 * value is the schema's minimal valid sample or a hostile one of its type (huge and control-laden
 * strings, markup, direction overrides, look-alikes, emoji, extreme and negative numbers, long
 * lists, null for every optional field), so one hostile field at a time reaches the resolver's
 * argument rules inside otherwise valid input.
 */
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { sampleValue } from './schema-operations';

/** Over the request cap (256 KB): refused whole, before any resolver. */
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
/** Under the request cap, over every field's length limit. */
const HUNDRED_THOUSAND = 'é'.repeat(100_000);

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '   ',
  ONE_MEGABYTE,
  HUNDRED_THOUSAND,
  'nul\u0000byte',
  'line\r\nbreak',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  'аdmin@wаyfare.example', // Cyrillic а
  '🚗💥👩🏽‍🚀',
  '\uD800',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '__proto__',
  '{"__proto__":{"polluted":true}}',
  'not json',
  '../../etc/passwd',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
];

const HOSTILE_INTS = [-1, 0, -2147483648, 2147483647, 1_000_000];
const HOSTILE_FLOATS = [1e308, -1e308, -1, 0, -0, 5e-324, 2 ** 53 + 1, 0.1 + 0.2, 1e-7];

function hostileScalar(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
    case 'AWSTimestamp':
      return fc.oneof(fc.constantFrom(...HOSTILE_INTS), fc.integer());
    case 'Float':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_FLOATS),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 64 }));
  }
}

/** `base` (the valid sample) most of the time, a hostile value of the type otherwise. */
export function hostileValue(
  type: GraphQLInputType,
  base: unknown = sampleValue(type),
): fc.Arbitrary<unknown> {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  let hostile: fc.Arbitrary<unknown>;
  if (isListType(inner)) {
    const item = sampleValue(inner.ofType);
    hostile = fc.oneof(
      fc.array(hostileValue(inner.ofType, item), { maxLength: 3 }),
      fc.constant(Array.from({ length: 5000 }, () => item)),
    );
  } else if (isEnumType(inner)) {
    hostile = fc.constantFrom(...inner.getValues().map((value) => value.value as unknown));
  } else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const record = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, hostileValue(field.type, record[field.name])])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
  } else {
    hostile = hostileScalar(inner.name);
  }
  const valid = base === undefined ? [] : [{ weight: 3, arbitrary: fc.constant(base) }];
  const absent = required ? [] : [{ weight: 1, arbitrary: fc.constant(null) }];
  return fc.oneof(...valid, ...absent, { weight: 2, arbitrary: hostile });
}

/** The operation's variables: every argument, from `bases` where the caller knows better samples. */
export function hostileVariables(
  args: readonly GraphQLArgument[],
  bases: Record<string, unknown> = {},
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      args.map((arg) => [arg.name, hostileValue(arg.type, bases[arg.name] ?? sampleValue(arg.type))]),
    ),
  );
}
