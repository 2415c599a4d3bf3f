/**
 * `npm run codegen`: validates every GraphQL document before generating, so a failure names its true
 * place in the file (document-failures.ts), and includes the documents the tests write as strings
 * (test-documents.ts), which codegen itself does not read. Then runs codegen as configured.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { loadDocuments } from '@graphql-tools/load';
import { parse, type GraphQLSchema } from 'graphql';
import config from '../../codegen';
import { documentFailures, loadSchema, type DocumentFailure } from './document-failures';
import { checkDocuments, documentsUnder } from './test-documents';

/** Codegen's way of finding `graphql()` blocks in code (its CLI's code-file loader options). */
const PLUCK = { skipIndent: true };

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
  const loaders = [new CodeFileLoader({ pluckConfig: PLUCK })];
  const loaded = await loadDocuments(pointer, { loaders, cwd: root });
  const files = [...new Set(loaded.flatMap((source) => (source.location ? [source.location] : [])))];
  const documents = files.flatMap((file) =>
    gqlPluckFromCodeStringSync(file, readFileSync(resolve(root, file), 'utf8'), PLUCK).map((block) =>
      parse(block),
    ),
  );
  return documentFailures(schema, documents);
}

/** Each codegen target's documents, validated together as codegen validates them. */
export async function operationFailures(root: string, schema: GraphQLSchema): Promise<DocumentFailure[]> {
  const failures: DocumentFailure[] = [];
  for (const target of Object.values(config.generates)) {
    if (!('documents' in target) || !target.documents) continue;
    failures.push(...(await loadedDocumentFailures(schema, target.documents as string[], root)));
  }
  return failures;
}

async function main(root: string): Promise<void> {
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
