import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const AMPLIFY_GRAPHQL = /[\\/]@aws-amplify[\\/]api-graphql[\\/]/;
const GRAPHQL_TEXT = fileURLToPath(new URL('../src/api/graphql-text.ts', import.meta.url));

/**
 * Serves `src/api/graphql-text.ts` to Amplify's GraphQL API where it imports `graphql`: documents go
 * as the text codegen checked, without graphql-js's parser and printer in the browser. A name Amplify
 * imports that the module lacks fails the build ("is not exported by").
 */
export function amplifyGraphQLText(): Plugin {
  return {
    name: 'wayfare:amplify-graphql-text',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'graphql' && importer && AMPLIFY_GRAPHQL.test(importer) ? GRAPHQL_TEXT : null;
    },
  };
}
