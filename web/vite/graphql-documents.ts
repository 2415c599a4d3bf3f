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

/**
 * Replaces each `graphql(\`…\`)` call of a module with the generated document it names, imported
 * from the documents module. Null when the module has no such call.
 */
export function useDocumentImports(code: string, documentsModule: string): string | null {
  if (!GRAPHQL_IMPORT.test(code)) return null;
  const names = new Set<string>();
  const body = code.replace(GRAPHQL_IMPORT, '').replace(CALL, (_call, source: string) => {
    const name = documentName(source);
    names.add(name);
    return `__document_${name}`;
  });
  const specifiers = [...names].map((name) => `${name} as __document_${name}`).join(', ');
  return `import { ${specifiers} } from ${JSON.stringify(documentsModule)};\n${body}`;
}

/**
 * What codegen's Babel and SWC plugins do for a production build: `graphql()` looks documents up in
 * a map of every operation of the app (~10 kB gzip in each screen's first load, docs/performance.md),
 * so each call becomes an import of its own document instead, and the documents are marked pure so
 * that a chunk keeps only the ones it uses. Types and `npm run codegen` are unchanged.
 */
export function graphqlDocuments(): Plugin {
  let documentsModule = '';
  return {
    name: 'wayfare-graphql-documents',
    apply: 'build',
    // The sources as written, before TypeScript is compiled away.
    enforce: 'pre',
    configResolved(config) {
      documentsModule = join(config.root, DOCUMENTS_MODULE);
    },
    transform(code, id) {
      if (id === documentsModule)
        return code.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(');
      if (id.includes(GENERATED) || !/\.tsx?$/.test(id)) return null;
      return useDocumentImports(code, documentsModule);
    },
  };
}
