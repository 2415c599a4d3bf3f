/**
 * The compile-time checks of what crosses the wire, each shown to refuse a rename made in a
 * temporary copy: an argument schema that no longer matches its generated arguments (args-match.ts),
 * a schema root field no area routes (resolver-map.ts), and a publish document that no longer covers
 * the schema type its mutation returns (published.ts). One in-process program checks every fixture.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, fixtureDir, typeErrors, type FixtureDir } from '../testing/type-errors';

const API = join(REPO, 'lambdas/src/api');
const SRC = join(REPO, 'lambdas/src');
const source = (path: string) => readFileSync(join(SRC, path), 'utf8');

/** `text` with `from` replaced once; fails when `from` is absent, so a fixture never goes stale silently. */
function renamed(text: string, from: string | RegExp, to: string): string {
  const result = text.replace(from, to);
  if (result === text) throw new Error(`fixture edit found nothing to replace: ${String(from)}`);
  return result;
}

/** Relative imports of a module under `lambdas/src/<dir>` made absolute, so a copy compiles elsewhere. */
const absoluteImports = (text: string, dir: string) =>
  text.replace(/from '(\.\.?\/[^']+)'/g, (_, path: string) => `from '${join(SRC, dir, path)}'`);

const tripStatusRoute = (generated: string) => `
import type { MutationUpdateTripStatusArgs } from '${generated}';
import { parseArgs } from '${API}/parse-args';
import { tripStatusArgs } from '${API}/trips.args';
export const parse = (raw: MutationUpdateTripStatusArgs) => parseArgs(tripStatusArgs, raw);
`;

const publishRoute = (publishedModule: string) => `
import type { Route } from '${API}/area-router';
import { published } from '${publishedModule}';
export const route: Route<'Mutation.publishBookingChanged'> = ({ event }) => published('booking', event);
`;

describe('names that cross the wire, checked by the compiler', () => {
  let fixtures: FixtureDir;
  let errors: Map<string, string[]>;
  const files: Record<string, string> = {};

  beforeAll(() => {
    fixtures = fixtureDir();
    const generated = source('api/generated/graphql.ts');
    const tripStatusType =
      /(export type MutationUpdateTripStatusArgs = \{[^}]*?)otp\?: InputMaybe<([^\n]*)>;/;
    fixtures.write('otp-renamed.ts', renamed(generated, tripStatusType, '$1code?: InputMaybe<$2>;'));
    fixtures.write('otp-required.ts', renamed(generated, tripStatusType, '$1otp: $2;'));
    files.argsAgree = fixtures.write('args-agree.ts', tripStatusRoute(join(API, 'generated/graphql')));
    files.argsRenamed = fixtures.write('args-renamed.ts', tripStatusRoute('./otp-renamed'));
    files.argsRequired = fixtures.write('args-required.ts', tripStatusRoute('./otp-required'));

    const resolverMap = absoluteImports(source('api/resolver-map.ts'), 'api');
    files.mapComplete = fixtures.write('map-complete.ts', resolverMap);
    files.mapMissing = fixtures.write('map-missing.ts', renamed(resolverMap, /'Query\.promos',\s*/, ''));

    const publishTypes = source('adapters/appsync/generated/graphql.ts');
    fixtures.write(
      'publish-types.ts',
      renamed(publishTypes, /(PublishBookingChangedMutation = \{[^}]*?)\n\s*trip_cost: number;/, '$1'),
    );
    const publishedCopy = absoluteImports(source('api/published.ts'), 'api').replace(
      join(SRC, 'adapters/appsync/generated/graphql'),
      './publish-types',
    );
    fixtures.write('published-copy.ts', publishedCopy);
    files.publishAgrees = fixtures.write('publish-agrees.ts', publishRoute(join(API, 'published')));
    files.publishShort = fixtures.write('publish-short.ts', publishRoute('./published-copy'));

    errors = typeErrors(Object.values(files));
  }, 240_000);

  afterAll(() => fixtures?.remove());

  const errorsOf = (name: string) => errors.get(files[name]!)!.join('\n');

  it('accepts an argument schema that matches its generated arguments', () => {
    expect(errorsOf('argsAgree')).toBe('');
  });

  it('refuses a schema still reading a nullable argument GraphQL renamed (otp → code)', () => {
    expect(errorsOf('argsRenamed')).toContain('otp: read by the zod schema, not a GraphQL argument');
    expect(errorsOf('argsRenamed')).toContain('code: a GraphQL argument the zod schema does not read');
  });

  it('refuses a schema whose argument is optional and nullable where GraphQL requires it', () => {
    expect(errorsOf('argsRequired')).toContain('otp: nullable in the zod schema only');
    expect(errorsOf('argsRequired')).toContain('otp: optional on one side only');
  });

  it('accepts the resolver map while every schema root field has an area', () => {
    expect(errorsOf('mapComplete')).toBe('');
  });

  it('refuses a resolver map that leaves a schema root field without an area', () => {
    expect(errorsOf('mapMissing')).toContain('no area lists Query.promos');
  });

  it('accepts a publish route whose document covers the schema type', () => {
    expect(errorsOf('publishAgrees')).toBe('');
  });

  it('refuses a publish route whose document no longer selects a non-null field', () => {
    expect(errorsOf('publishShort')).toContain('trip_cost');
  });
});
