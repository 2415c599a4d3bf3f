import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import * as graphqlText from '../src/api/graphql-text';
import { amplifyGraphQLText } from './amplify-graphql-text';

const apiGraphQL = dirname(require.resolve('@aws-amplify/api-graphql/package.json'));

/** The names the installed Amplify GraphQL API imports (or re-exports) from `graphql`. */
function namesAmplifyTakes(): string[] {
  const files = readdirSync(join(apiGraphQL, 'dist/esm'), { recursive: true, encoding: 'utf8' });
  const names = files
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) =>
      [
        ...readFileSync(join(apiGraphQL, 'dist/esm', file), 'utf8').matchAll(
          /\{([^}]*)\}\s*from\s*'graphql'/g,
        ),
      ].flatMap((match) => match[1]!.split(',').map((name) => name.trim())),
    );
  return [...new Set(names.filter(Boolean))].sort();
}

const resolve = (source: string, importer?: string) =>
  (amplifyGraphQLText().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('amplifyGraphQLText', () => {
  it("serves every name Amplify's GraphQL API imports from graphql", () => {
    const taken = namesAmplifyTakes();
    expect(taken).toEqual(expect.arrayContaining(['parse', 'print', 'GraphQLError']));
    expect(taken.filter((name) => !(name in graphqlText))).toEqual([]);
  });

  it("redirects Amplify's GraphQL API alone", () => {
    const amplifyFile = join(apiGraphQL, 'dist/esm/internals/InternalGraphQLAPI.mjs');
    expect(resolve('graphql', amplifyFile)).toMatch(/[\\/]web[\\/]src[\\/]api[\\/]graphql-text\.ts$/);
    expect(resolve('graphql', '/repo/web/src/api/graphql-text.test.ts')).toBeNull();
    expect(resolve('rxjs', amplifyFile)).toBeNull();
  });

  it('runs before Vite resolves the dependency itself', () => {
    expect((amplifyGraphQLText() as Plugin).enforce).toBe('pre');
  });
});
