import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { installAppSyncScalars } from './appsync-scalars';

/** AppSync declares its scalars and directives implicitly; the twin prepends them from this file. */
const preludePath = join(__dirname, 'appsync-prelude.graphql');

/** Builds the schema CDK deploys, as AppSync would see it: prelude declarations plus AppSync scalars. */
export function buildAppSyncSchema(schemaSdl: string): GraphQLSchema {
  const schema = buildSchema(`${readFileSync(preludePath, 'utf8')}\n${schemaSdl}`);
  installAppSyncScalars(schema);
  return schema;
}
