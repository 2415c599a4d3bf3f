/**
 * What `npm run codegen` validates before generating: the `graphql()` documents of each target, with
 * failures at their true line, and the documents the tests write as strings. Renames are made in a
 * temporary copy of the schema.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { BOOKING_FIELDS_FRAGMENT_FILE } from './booking-fields-fragment';
import { SCHEMA_FILES, loadSchema } from './document-failures';
import { loadedDocumentFailures, operationFailures } from './run';
import { checkDocuments, documentsIn, documentsUnder } from './test-documents';

const REPO = resolve(__dirname, '../..');

/** Loading and validating every target's documents takes seconds on a busy machine. */
jest.setTimeout(120_000);

describe('GraphQL documents checked by npm run codegen', () => {
  let dir: string;
  let schema: GraphQLSchema;
  /** The schema with `Booking.trip_cost`, `Booking.cartData` and `Mutation.setDriverActive` renamed. */
  let renamedSchema: GraphQLSchema;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wire-documents-'));
    mkdirSync(join(dir, 'infra/graphql'), { recursive: true });
    mkdirSync(join(dir, 'infra/local/appsync'), { recursive: true });
    copyFileSync(join(REPO, SCHEMA_FILES[0]!), join(dir, SCHEMA_FILES[0]!));
    const text = readFileSync(join(REPO, SCHEMA_FILES[1]!), 'utf8');
    const renamed = text
      .replace(/\btrip_cost:/, 'tripCost:')
      .replace(/\bcartData:/, 'cart:')
      .replace(/\bsetDriverActive\(/, 'setDriverOnline(');
    expect(renamed).not.toBe(text);
    writeFileSync(join(dir, SCHEMA_FILES[1]!), renamed);
    schema = loadSchema(REPO);
    renamedSchema = loadSchema(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("places a graphql() block's failure on its line in the file, not in the block", async () => {
    const filler = Array.from({ length: 20 }, (_, index) => `// line ${index + 1}`);
    const block = ['export const A = graphql(`', '  query A {', '    me { uid nope }', '  }', '`);'];
    const file = join(dir, 'operations.ts');
    writeFileSync(file, [...filler, "import { graphql } from './generated';", ...block, ''].join('\n'));
    expect(await loadedDocumentFailures(schema, [file])).toEqual([
      { at: `${file}:24:14`, message: 'Cannot query field "nope" on type "User".' },
    ]);
  });

  it("fails on a field the backend's publish documents select once the schema renames it", async () => {
    expect(await operationFailures(REPO, schema)).toEqual([]);
    expect(await operationFailures(REPO, renamedSchema)).toContainEqual({
      at: expect.stringMatching(/lambdas\/src\/adapters\/appsync\/publish-documents\.ts:\d+:5$/),
      message: expect.stringContaining('Cannot query field "cartData" on type "Booking".'),
    });
  });

  it('fails once on a plain field the schema renames, at its line in the generated fragment', async () => {
    const failures = await operationFailures(REPO, renamedSchema);
    const inFragment = failures.filter(({ at }) => at.includes(BOOKING_FIELDS_FRAGMENT_FILE));
    expect(inFragment).toEqual([
      {
        at: expect.stringMatching(/:\d+:3$/),
        message: 'Cannot query field "trip_cost" on type "Booking". Did you mean "tripCost"?',
      },
    ]);
  });

  it('fails on a field the tests send as a string once the schema renames it', () => {
    const documents = documentsUnder(REPO, 'test');
    expect(documents.length).toBeGreaterThan(100);
    expect(checkDocuments(schema, documents)).toEqual([]);
    expect(checkDocuments(renamedSchema, documents)).toContainEqual({
      at: expect.stringMatching(/^test\/integration\/trips\/trip-access\.api\.test\.ts:\d+:\d+$/),
      message: expect.stringContaining('Cannot query field "setDriverActive" on type "Mutation".'),
    });
  });

  it('reads interpolated ids, constants, values and fields, and skips documents wrong on purpose', () => {
    const code = [
      "const FIELDS = 'uid firstName';",
      'const id = String(1);',
      'const lat = 1;',
      'const fields = ["uid"].join(" ");',
      'export const a = `{ user(uid: "${id}") { ${FIELDS} } }`;',
      'export const b = `mutation { updateDriverLocation(lat: ${lat}, lng: 2) { at } }`;',
      'export const c = `{ me { ${fields} } }`;',
      "export const d = '# not validated: an unknown field, refused\\n{ nope }';",
      "export const e = 'query Q { me { nope } }';",
      "export const prose = 'query the API';",
    ].join('\n');
    const documents = documentsIn('sample.ts', code);
    expect(documents.map((document) => document.body)).toEqual([
      '{ user(uid: "x") { uid firstName } }',
      'mutation { updateDriverLocation(lat: 1, lng: 2) { at } }',
      '{ me { __typename } }',
      '# not validated: an unknown field, refused\n{ nope }',
      'query Q { me { nope } }',
    ]);
    expect(checkDocuments(schema, documents)).toEqual([
      { at: 'sample.ts:9:34', message: 'Cannot query field "nope" on type "User".' },
    ]);
  });
});
