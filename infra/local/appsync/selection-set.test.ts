import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { pickSelectedFields, selectionSetGraphQL, selectionSetList } from './selection-set';

/** The root field of a one-field operation, with the document's fragments. */
function rootField(source: string): {
  fieldNodes: FieldNode[];
  fragments: Record<string, FragmentDefinitionNode>;
} {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [operation?.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectionSetList', () => {
  it('lists nested fields as paths, aliases under their alias, fragments flattened, each once', () => {
    const { fieldNodes, fragments } = rootField(`
      { me { uid firstName lang { langLocale } home: address { city } ...Names ... on User { uid lang { dateLocale } } } }
      fragment Names on User { lastName }
    `);
    expect(selectionSetList(fieldNodes, fragments)).toEqual([
      'uid',
      'firstName',
      'lang',
      'lang/langLocale',
      'home',
      'home/city',
      'lastName',
      'lang/dateLocale',
    ]);
  });

  it('is empty for a scalar field', () => {
    const { fieldNodes, fragments } = rootField('{ ping }');
    expect(selectionSetList(fieldNodes, fragments)).toEqual([]);
    expect(selectionSetGraphQL(fieldNodes)).toBe('');
  });
});

it('selectionSetGraphQL prints the selection set as written', () => {
  const { fieldNodes } = rootField('{ me { uid ...Names } } fragment Names on User { lastName }');
  expect(selectionSetGraphQL(fieldNodes)).toBe('{\n  uid\n  ...Names\n}');
});

describe('pickSelectedFields', () => {
  it('keeps the selected fields of objects and lists, nulls the absent ones, and drops the rest', () => {
    const { fieldNodes, fragments } = rootField(`
      mutation { move { driverId stops { city } missing __typename ...Extra } }
      fragment Extra on Position { lat }
    `);
    const result = {
      driverId: 'd1',
      lat: 1.5,
      note: 'internal',
      stops: [
        { city: 'Lisbon', secret: true },
        { city: 'Porto', secret: false },
      ],
    };
    expect(pickSelectedFields(result, fieldNodes, fragments)).toEqual({
      driverId: 'd1',
      stops: [{ city: 'Lisbon' }, { city: 'Porto' }],
      missing: null,
      lat: 1.5,
    });
  });

  it('passes scalars and null through', () => {
    const { fieldNodes, fragments } = rootField('mutation { remove }');
    expect(pickSelectedFields('id-1', fieldNodes, fragments)).toBe('id-1');
    expect(pickSelectedFields(null, fieldNodes, fragments)).toBeNull();
  });
});
