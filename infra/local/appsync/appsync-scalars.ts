/**
 * AppSync's implicit scalars with AppSync's coercion. `buildSchema` gives the prelude's scalar
 * declarations identity coercion; the twin must reject what AppSync rejects, or a client bug only
 * shows up in the cloud.
 */
import { GraphQLError, Kind, isScalarType, type GraphQLSchema, type ValueNode } from 'graphql';

type Check = (value: unknown) => boolean;

const matches =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value);

const isUrl: Check = (value) => typeof value === 'string' && URL.canParse(value);

const TIME_ZONE = '(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)';
const TIME = '\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?';

/** Validators for the scalars whose value stays as sent (strings and integers). */
const plainScalars: Record<string, Check> = {
  AWSDate: matches(new RegExp(`^\\d{4}-\\d{2}-\\d{2}${TIME_ZONE}?$`)),
  AWSTime: matches(new RegExp(`^${TIME}${TIME_ZONE}?$`)),
  AWSDateTime: matches(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${TIME}${TIME_ZONE}$`)),
  AWSTimestamp: (value) => Number.isInteger(value),
  AWSEmail: matches(/^[^@\s]+@[^@\s]+\.[^@\s]+$/),
  AWSPhone: matches(/^\+?[\d\s().-]{5,20}$/),
  AWSURL: isUrl,
  AWSIPAddress: matches(/^[\d.:a-fA-F]+(\/\d{1,3})?$/),
};

function literalValue(ast: ValueNode): unknown {
  if (ast.kind === Kind.INT) return Number(ast.value);
  if (ast.kind === Kind.STRING) return ast.value;
  return undefined;
}

function validated(name: string, check: Check) {
  return (value: unknown): unknown => {
    if (!check(value)) throw new GraphQLError(`Invalid ${name} value: ${JSON.stringify(value)}`);
    return value;
  };
}

/** AppSync: an AWSJSON input is a JSON *string*; resolvers see the parsed value. */
function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') throw new GraphQLError('AWSJSON values must be JSON strings.');
  try {
    return JSON.parse(value);
  } catch {
    throw new GraphQLError(`Invalid AWSJSON value: ${JSON.stringify(value)}`);
  }
}

/** Gives the schema's AWS scalars AppSync's coercion (graphql-tools' addResolversToSchema does the same). */
export function installAppSyncScalars(schema: GraphQLSchema): void {
  for (const [name, check] of Object.entries(plainScalars)) {
    const type = schema.getType(name);
    if (!isScalarType(type)) continue;
    const coerce = validated(name, check);
    type.serialize = coerce;
    type.parseValue = coerce;
    type.parseLiteral = (ast) => coerce(literalValue(ast));
  }
  const json = schema.getType('AWSJSON');
  if (isScalarType(json)) {
    json.serialize = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
    json.parseValue = parseJsonString;
    json.parseLiteral = (ast) => parseJsonString(ast.kind === Kind.STRING ? ast.value : undefined);
  }
}
