/**
 * Malformed input on every mutation and query of the schema, generated from its argument types
 * (`test/support/hostile-inputs.ts`), on one twin: as the admin, and as a rider for the operations a
 * rider may call (`infra/graphql/authorization.ts`). No answer may be an internal error, a refused
 * call may leave no write behind (nothing in the table's stream since the call began), and the
 * twin must still answer afterwards. A fixed seed and a few runs per mutation keep it bounded.
 */
import fc from 'fast-check';
import { authorization } from '@wayfare/infra/graphql/authorization';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import type { Twin } from '@wayfare/infra/local/twin';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { hostileVariables } from '../support/hostile-inputs';
import { schemaOperations, type SchemaOperation } from '../support/schema-operations';
import { watchTableWrites, type TableWrites } from '../support/table-writes';
import { startTestTwin } from '../support/twin';

const SEED = 20_261_123;
const RUNS_PER_MUTATION = 6;

/** Valid samples the schema's own cannot give (a settings form that passes the domain's checks). */
const BASES: Record<string, Record<string, unknown>> = {
  'Mutation.updateSettings': { input: demoSettings },
  'Mutation.createUploadUrl': { kind: 'PROFILE_IMAGE', contentType: 'image/png', contentLength: 100 },
  'Mutation.addLanguage': { input: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR' } },
};

/** Every mutation, and every query with arguments (a refused quote, search or page writes nothing either). */
const operations = schemaOperations().filter(
  (operation) =>
    (operation.type === 'Mutation' || (operation.type === 'Query' && operation.args.length > 0)) &&
    (authorization[operation.name]?.allow.length ?? 1) > 0,
);
const riderOperations = operations.filter((operation) =>
  authorization[operation.name]?.allow.includes('rider'),
);

describe('malformed input on every mutation and query', () => {
  let twin: Twin;
  let admin: { accessToken: string };
  let rider: { accessToken: string };
  let writes: TableWrites;

  beforeAll(async () => {
    // No scheduled sweep during the run: only the call under test writes between the mark and the check.
    twin = await startTestTwin({ scheduleIntervalMs: 3_600_000 });
    writes = await watchTableWrites(process.env.DYNAMODB_ENDPOINT!, twinConfig.tableName);
    [admin, rider] = await Promise.all([
      signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin),
      signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider),
    ]);
  }, 180_000);
  afterAll(async () => {
    writes?.close();
    await twin?.close();
  });

  /**
   * A request whose first argument is nested `depth` deep, written as text: JSON.stringify itself
   * overflows the stack on such a value. One argument only, so that the body stays within the
   * request size limit (256 KiB) for fields with many arguments and the nesting is what is refused.
   */
  const postNested = async (headers: Record<string, string>, operation: SchemaOperation, depth: number) => {
    const deep = `${'{"a":['.repeat(depth)}"x"${']}'.repeat(depth)}`;
    const variables = `{"${operation.args[0]!.name}":${deep}}`;
    const response = await fetch(twin.outputs.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: `{"query":${JSON.stringify(operation.document)},"variables":${variables}}`,
    });
    return { status: response.status, ...((await response.json()) as { errors?: { message: string }[] }) };
  };

  it.each([['the public API key', 'apiKey'] as const, ['the admin', 'admin'] as const])(
    'refuses variables nested 5,000 deep from %s cleanly, before they are parsed',
    async (_who, caller) => {
      const headers: Record<string, string> =
        caller === 'apiKey' ? { 'x-api-key': twin.outputs.apiKey } : { authorization: admin.accessToken };
      const callable = operations.filter(
        (operation) =>
          operation.args.length > 0 &&
          (caller === 'admin' || authorization[operation.name]?.allow.includes('apiKey')),
      );
      expect(callable.length).toBeGreaterThan(0);
      for (const operation of callable) {
        const answer = await postNested(headers, operation, 5_000);
        expect([operation.name, answer.status]).toEqual([operation.name, 200]);
        expect(answer.errors).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/^Variables nesting of \d+ exceeds the limit of \d+\.$/),
          }),
        ]);
      }
    },
  );

  const cases = [
    ...operations.map((operation) => ['admin', operation] as const),
    ...riderOperations.map((operation) => ['rider', operation] as const),
  ];

  it.each(cases.map(([caller, operation]) => [operation.name, caller, operation] as const))(
    '%s as %s: refused cleanly, nothing half written, the twin still answers',
    async (_name, caller, operation) => {
      const auth = caller === 'admin' ? admin : rider;
      await fc.assert(
        fc.asyncProperty(hostileVariables(operation.args, BASES[operation.name]), async (variables) => {
          const before = await writes.mark();
          const answer = await graphql(twin.outputs, auth, operation.document, variables);
          expect(answer.status).toBeLessThan(500);
          for (const error of answer.errors ?? []) {
            expect(error.errorType ?? 'request error').not.toMatch(/^(INTERNAL|Lambda:)/);
            expect(error.message).not.toBe('internal_error');
          }
          if (answer.status !== 200 || answer.errors) expect(await writes.since(before)).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS_PER_MUTATION, endOnFailure: true },
      );
      const alive = await graphql(twin.outputs, { apiKey: twin.outputs.apiKey }, '{ settings { appName } }');
      expect(alive.errors).toBeUndefined();
    },
  );
});
