import { Kind, buildSchema, isScalarType, type GraphQLScalarType } from 'graphql';
import { installAppSyncScalars } from './appsync-scalars';

const names = [
  'AWSDate',
  'AWSTime',
  'AWSDateTime',
  'AWSTimestamp',
  'AWSEmail',
  'AWSPhone',
  'AWSURL',
  'AWSIPAddress',
  'AWSJSON',
];
const schema = buildSchema(`${names.map((name) => `scalar ${name}`).join('\n')}\ntype Query { a: String }`);
installAppSyncScalars(schema);

function scalar(name: string): GraphQLScalarType {
  const type = schema.getType(name);
  if (!isScalarType(type)) throw new Error(`${name} is not a scalar`);
  return type;
}

describe.each([
  ['AWSDate', '2024-05-01', '2024-5-1'],
  ['AWSTime', '10:30:00.123Z', '10h30'],
  ['AWSDateTime', '2024-05-01T10:30:00.000Z', '2024-05-01T10:30:00'],
  ['AWSTimestamp', 1714559400, 1714559400.5],
  ['AWSEmail', 'ada@example.com', 'ada@example'],
  ['AWSPhone', '+44 20 7946 0958', 'call me'],
  ['AWSURL', 'https://wayfare.example/terms', 'not a url'],
  ['AWSIPAddress', '10.0.0.0/8', 'localhost'],
])('%s', (name, valid, invalid) => {
  it('accepts a valid value in variables, literals and results', () => {
    const type = scalar(name);
    expect(type.parseValue(valid)).toBe(valid);
    expect(type.serialize(valid)).toBe(valid);
    const literal =
      typeof valid === 'number'
        ? { kind: Kind.INT, value: String(valid) }
        : { kind: Kind.STRING, value: valid };
    expect(type.parseLiteral(literal as never, undefined)).toBe(valid);
  });

  it('rejects an invalid value both ways', () => {
    const type = scalar(name);
    expect(() => type.parseValue(invalid)).toThrow(`Invalid ${name}`);
    expect(() => type.serialize(invalid)).toThrow(`Invalid ${name}`);
  });
});

describe('AWSJSON', () => {
  const json = scalar('AWSJSON');

  it('parses a JSON string for the resolver and stringifies results that are not strings', () => {
    expect(json.parseValue('{"lat":1.5}')).toEqual({ lat: 1.5 });
    expect(json.parseLiteral({ kind: Kind.STRING, value: '[1,2]' }, undefined)).toEqual([1, 2]);
    expect(json.serialize({ lat: 1.5 })).toBe('{"lat":1.5}');
    expect(json.serialize('{"already":"json"}')).toBe('{"already":"json"}');
  });

  it('rejects values that are not JSON strings', () => {
    expect(() => json.parseValue({ lat: 1.5 })).toThrow('AWSJSON values must be JSON strings.');
    expect(() => json.parseValue('{lat:1.5}')).toThrow('Invalid AWSJSON');
    expect(() => json.parseLiteral({ kind: Kind.INT, value: '1' }, undefined)).toThrow('JSON strings');
  });
});
