/**
 * GraphQL documents validated against the schema, each failure at its true place in its file.
 * Codegen's own report counts lines from the start of each `graphql()` block (`trips.ts:3:37` for
 * line 152); the sources its loader plucks carry the block's offset in the file, which this applies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type Source,
} from 'graphql';

/** The schema files codegen.ts reads: AppSync's implicit scalars and directives, then ours. */
export const SCHEMA_FILES = ['infra/local/appsync/appsync-prelude.graphql', 'infra/graphql/schema.graphql'];

export function loadSchema(root: string, files = SCHEMA_FILES): GraphQLSchema {
  return buildSchema(files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n'));
}

/** Codegen's rules: a fragment or variable may go unused, AppSync's client directives are unknown. */
const IGNORED = ['NoUnusedFragmentsRule', 'NoUnusedVariablesRule', 'KnownDirectivesRule'];
const RULES = specifiedRules.filter((rule) => !IGNORED.includes(rule.name));

export interface DocumentFailure {
  /** `file:line:column`, counted from the start of the file. */
  at: string;
  message: string;
}

/** `file:line:column` of an error in a source that starts at `source.locationOffset` in its file. */
export function positionInFile(error: GraphQLError): string {
  const source: Source | undefined = error.source ?? error.nodes?.[0]?.loc?.source;
  const location = error.locations?.[0];
  if (!source || !location) return source?.name ?? 'unknown';
  const offset = source.locationOffset;
  const line = offset.line + location.line - 1;
  const column = location.line === 1 ? offset.column + location.column - 1 : location.column;
  return `${source.name}:${line}:${column}`;
}

/**
 * The failures of a set of documents validated together (one codegen target: fragments may be
 * defined in one document and spread in another). `skip` drops errors the caller expects.
 */
export function documentFailures(
  schema: GraphQLSchema,
  documents: readonly DocumentNode[],
  skip: (error: GraphQLError) => boolean = () => false,
): DocumentFailure[] {
  const definitions = documents.flatMap((document) => document.definitions);
  return validate(schema, { kind: 'Document' as DocumentNode['kind'], definitions }, RULES)
    .filter((error) => !skip(error))
    .map((error) => ({ at: positionInFile(error), message: error.message }));
}
