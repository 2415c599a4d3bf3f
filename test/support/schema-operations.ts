/**
 * Every root field of `infra/graphql/schema.graphql` as an operation a test can send: its document
 * (arguments as variables, `__typename` as the selection of an object result) and minimal valid
 * variables built from the argument types. The authorization matrix and the input fuzz are
 * generated from this, so a field added to the schema is called by both without a test edit.
 */
import { readFileSync } from 'node:fs';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { buildAppSyncSchema } from '@wayfare/infra/local/appsync/appsync-schema';
import { paths } from '@wayfare/infra/lib/paths';

export type RootType = 'Query' | 'Mutation' | 'Subscription';

export interface SchemaOperation {
  /** `Type.field`, as resolver-map.ts and the authorization table name it. */
  name: string;
  type: RootType;
  field: string;
  args: readonly GraphQLArgument[];
  document: string;
}

export const appSyncSchema = (): GraphQLSchema => buildAppSyncSchema(readFileSync(paths.schema, 'utf8'));

function documentOf(type: RootType, field: string, args: readonly GraphQLArgument[], selects: boolean) {
  const variables = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const bound = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const operation = `${type.toLowerCase()} Call${variables ? `(${variables})` : ''}`;
  return `${operation} { ${field}${bound ? `(${bound})` : ''}${selects ? ' { __typename }' : ''} }`;
}

export function schemaOperations(schema: GraphQLSchema = appSyncSchema()): SchemaOperation[] {
  const roots: [RootType, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([type, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      name: `${type}.${field.name}`,
      type,
      field: field.name,
      args: field.args,
      document: documentOf(type, field.name, field.args, isObjectType(getNamedType(field.type))),
    })),
  );
}

/** A value of each scalar that every argument rule accepts where nothing more specific is known. */
const SCALAR_SAMPLES: Readonly<Record<string, unknown>> = {
  String: 'Sample',
  ID: 'sample-id',
  Int: 1,
  Float: 1,
  Boolean: true,
  AWSJSON: '{}',
  AWSURL: 'https://example.com/',
  AWSTimestamp: 0,
  AWSDateTime: '2026-01-01T00:00:00.000Z',
  AWSEmail: 'sample@example.com',
};

/** A minimal value of `type`: required input fields only, the first enum value, one list item. */
export function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  return SCALAR_SAMPLES[inner.name];
}

/** The required arguments of an operation, each with its sample value. */
export const sampleVariables = (operation: SchemaOperation): Record<string, unknown> =>
  Object.fromEntries(
    operation.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, sampleValue(arg.type)]),
  );
