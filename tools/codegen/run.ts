/**
 * `npm run codegen`: writes the booking's plain fields fragment from BOOKING_FIELDS
 * (booking-fields-fragment.ts), then validates every GraphQL document before generating, so a failure
 * names its true place in the file (document-failures.ts), and includes the documents the tests write
 * as strings (test-documents.ts), which codegen itself does not read. Then runs codegen as configured.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { GraphQLFileLoader } from '@graphql-tools/graphql-file-loader';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { loadDocuments } from '@graphql-tools/load';
import { parse, Source, type DocumentNode, type GraphQLSchema } from 'graphql';
import config from '../../codegen';
import { writeBookingFieldsFragment } from './booking-fields-fragment';
import { documentFailures, loadSchema, type DocumentFailure } from './document-failures';
import { checkDocuments, documentsUnder } from './test-documents';

/** Codegen's way of finding `graphql()` blocks in code (its CLI's code-file loader options). */
const PLUCK = { skipIndent: true };

/** A file's documents: a `.graphql` file is one, a code file has one per `graphql()` block. */
function documentsOf(file: string, text: string): DocumentNode[] {
  if (file.endsWith('.graphql')) return [parse(new Source(text, file))];
  return gqlPluckFromCodeStringSync(file, text, PLUCK).map((block) => parse(block));
}

/**
 * The failures of the `graphql()` documents in the files `pointer` names (codegen's globs). Codegen's
 * loader reparses each block and forgets where it sat; plucking the files again keeps each block's
 * offset, so failures name the file's own line.
 */
export async function loadedDocumentFailures(
  schema: GraphQLSchema,
  pointer: string[],
  root = process.cwd(),
): Promise<DocumentFailure[]> {
  const loaders = [new CodeFileLoader({ pluckConfig: PLUCK }), new GraphQLFileLoader()];
  const loaded = await loadDocuments(pointer, { loaders, cwd: root });
  const files = [...new Set(loaded.flatMap((source) => (source.location ? [source.location] : [])))];
  const documents = files.flatMap((file) => documentsOf(file, readFileSync(resolve(root, file), 'utf8')));
  return documentFailures(schema, documents);
}

/**
 * Each codegen target's documents, validated together as codegen validates them; a failure of a
 * document two targets share (the booking's plain fields fragment) is named once.
 */
export async function operationFailures(root: string, schema: GraphQLSchema): Promise<DocumentFailure[]> {
  const failures = new Map<string, DocumentFailure>();
  for (const target of Object.values(config.generates)) {
    if (!('documents' in target) || !target.documents) continue;
    for (const failure of await loadedDocumentFailures(schema, target.documents as string[], root))
      failures.set(`${failure.at} ${failure.message}`, failure);
  }
  return [...failures.values()];
}

async function main(root: string): Promise<void> {
  writeBookingFieldsFragment(root);
  const schema = loadSchema(root);
  const failures = [
    ...(await operationFailures(root, schema)),
    ...checkDocuments(schema, documentsUnder(root, 'test')),
  ];
  if (failures.length > 0) {
    for (const { at, message } of failures) console.error(`${at} ${message}`);
    console.error(`${failures.length} GraphQL document(s) do not match the schema; nothing generated.`);
    process.exit(1);
  }
  // The CLI is loaded only here: jest cannot load its ES-module dependencies.
  const { generate } = await import('@graphql-codegen/cli');
  await generate({ ...config, cwd: root }, true);
}

if (require.main === module) {
  main(process.cwd()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
