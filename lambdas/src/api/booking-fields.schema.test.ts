import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type EnumTypeDefinitionNode, type TypeNode } from 'graphql';
import { BOOKING_FIELD_ENTRIES, bookingWireName, type BookingField } from '@wayfare/shared';

/**
 * BOOKING_FIELDS against infra/graphql/schema.graphql's `Booking`: every field not internal is in
 * it under its wire name, of its kind's type, non-null alike; every other field of `Booking` is a
 * structured one (below), so a plain field added to one side alone fails.
 */
const schema = parse(readFileSync(join(__dirname, '../../../infra/graphql/schema.graphql'), 'utf8'));

/** Written out in booking.ts and booking.entity.ts (places, lists, maps), or made by the API. */
const STRUCTURED = [
  'pickup',
  'drop',
  'stops',
  'cartData',
  'returnedPayments',
  'requestedDrivers',
  'assignment',
];
const API_ONLY = ['audience', 'offer'];

const SCALAR_OF_KIND: Record<Exclude<BookingField['kind'], 'choice'>, string> = {
  id: 'ID',
  text: 'String',
  flag: 'Boolean',
  number: 'Float',
  whole: 'Int',
  time: 'AWSTimestamp',
  money: 'Float',
};

function definitionOf(name: string) {
  const definition = schema.definitions.find((d) => 'name' in d && d.name?.value === name);
  if (!definition) throw new Error(`schema.graphql has no ${name}`);
  return definition;
}

const booking = definitionOf('Booking');
if (booking.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error('Booking is not an object type');
const schemaFields = new Map((booking.fields ?? []).map((field) => [field.name.value, field.type]));

/** A field's type as the declaration reads it: the named type (an enum as its values), and non-null. */
function shapeOf(type: TypeNode) {
  const nonNull = type.kind === Kind.NON_NULL_TYPE;
  const named = nonNull ? type.type : type;
  if (named.kind !== Kind.NAMED_TYPE) return { type: 'a list', nonNull };
  const definition = schema.definitions.find((d) => 'name' in d && d.name?.value === named.name.value);
  return definition?.kind === Kind.ENUM_TYPE_DEFINITION
    ? { type: valuesOf(definition), nonNull }
    : { type: named.name.value, nonNull };
}
const valuesOf = (definition: EnumTypeDefinitionNode) =>
  (definition.values ?? []).map((value) => value.name.value);

const onWire = BOOKING_FIELD_ENTRIES.filter(([, field]) => !field.internal);

describe('BOOKING_FIELDS and the GraphQL schema', () => {
  it.each(onWire)("has %s in the schema's Booking, of its kind's type, non-null alike", (name, field) => {
    const type = schemaFields.get(bookingWireName(name, field));
    expect(type && shapeOf(type)).toEqual({
      type: field.kind === 'choice' ? [...field.values] : SCALAR_OF_KIND[field.kind],
      nonNull: Boolean(field.required || ('readAs' in field && field.readAs)),
    });
  });

  it('keeps its internal fields out of the schema', () => {
    const internal = BOOKING_FIELD_ENTRIES.filter(([, field]) => field.internal).map(([name]) => name);
    expect(internal.filter((name) => schemaFields.has(name))).toEqual([]);
  });

  it("declares every plain field of the schema's Booking", () => {
    const declared = onWire.map(([name, field]) => bookingWireName(name, field));
    const undeclared = [...schemaFields.keys()].filter(
      (name) => !declared.includes(name) && !STRUCTURED.includes(name) && !API_ONLY.includes(name),
    );
    expect(undeclared).toEqual([]);
  });
});
