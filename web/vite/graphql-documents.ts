import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const GENERATED = join('src', 'api', 'generated');
/** The generated documents module, whose every document `graphql()`'s map holds. */
const DOCUMENTS_MODULE = join(GENERATED, 'graphql.ts');
const CALL = /graphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /import\s*{\s*graphql\s*}\s*from\s*'[./]*generated';?\n?/;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/** The name codegen's client preset gives a definition's document (`PublicSettingsDocument`, `…FragmentDoc`). */
export function documentName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`A graphql() document without a named definition: ${source.slice(0, 80)}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** Where a document's own module is imported from; the plugin makes that module from the generated file. */
const DOCUMENT_IMPORT = 'virtual:graphql-document/';
const DOCUMENT_MODULE = '\0graphql-document:';

/**
 * Replaces each `graphql(\`…\`)` call of a module with the document it names, each imported from
 * its own module. Null when the module has no such call.
 */
export function useDocumentImports(code: string): string | null {
  if (!GRAPHQL_IMPORT.test(code)) return null;
  const names = new Set<string>();
  const body = code.replace(GRAPHQL_IMPORT, '').replace(CALL, (_call, source: string) => {
    const name = documentName(source);
    names.add(name);
    return `__document_${name}`;
  });
  const imports = [...names].map((name) => `import __document_${name} from "${DOCUMENT_IMPORT}${name}";\n`);
  return imports.join('') + body;
}

const GENERATED_DOCUMENT = /export const (\w+) = new TypedDocumentString\(\s*`([^`]*)`/g;

/** Each document's text in the generated module (string mode: fragments written out, no interpolation). */
export function generatedDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, text] of generated.matchAll(GENERATED_DOCUMENT)) {
    if (/\\|\$\{/.test(text))
      throw new Error(`Document ${name} has escapes or interpolation; expected plain text`);
    documents.set(name, text);
  }
  return documents;
}

/**
 * What codegen's Babel and SWC plugins do for a production build, and one step further: `graphql()`
 * looks documents up in a map of every operation of the app, so each call becomes an import of its
 * own document instead, and each document is a module of its own, so that it lands in the chunk of
 * the screens that use it rather than in one module shared by every screen (docs/performance.md).
 * Types and `npm run codegen` are unchanged.
 */
export function graphqlDocuments(): Plugin {
  let documentsModule = '';
  let documents = new Map<string, string>();
  return {
    name: 'wayfare-graphql-documents',
    apply: 'build',
    // The sources as written, before TypeScript is compiled away.
    enforce: 'pre',
    configResolved(config) {
      documentsModule = join(config.root, DOCUMENTS_MODULE);
    },
    async buildStart() {
      documents = generatedDocuments(await readFile(documentsModule, 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_IMPORT) ? DOCUMENT_MODULE + id.slice(DOCUMENT_IMPORT.length) : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      const text = documents.get(name);
      if (text === undefined) this.error(`No generated document ${name}: run npm run codegen`);
      return (
        `import { TypedDocumentString } from ${JSON.stringify(documentsModule)};\n` +
        `export default /*#__PURE__*/ new TypedDocumentString(${JSON.stringify(text)});\n`
      );
    },
    transform(code, id) {
      if (id === documentsModule)
        return code.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(');
      if (id.includes(GENERATED) || !/\.tsx?$/.test(id)) return null;
      return useDocumentImports(code);
    },
  };
}
