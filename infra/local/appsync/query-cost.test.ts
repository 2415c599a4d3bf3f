import { QUERY_LIMITS } from '../../lib/query-limits';
import { asAdmin, asRider, postGraphql, startTestTwin, type TestTwin } from './appsync-twin.test-kit';
import { MAX_REQUEST_BYTES, bracketNesting, checkVariables } from './query-cost';

let twin: TestTwin;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(() => twin.close());

/** A request error as AppSync answers it: HTTP 200, no data, one message, nothing from the runtime. */
async function expectRefused(query: string, message: RegExp) {
  const { status, body } = await postGraphql(twin, asRider, query);
  expect(status).toBe(200);
  expect(body).toEqual({ data: null, errors: [expect.objectContaining({ path: null })] });
  const [error] = body.errors as { message: string }[];
  expect(error.message).toMatch(message);
  expect(error.message).not.toMatch(/RangeError|call stack/);
}

const nested = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

describe('query cost on the twin', () => {
  it('refuses a 5,000-deep selection with a clean error, not a stack overflow', async () => {
    const selection = `{ me ${nested(5_000, '{ lang ', '}', '{ langLocale }')} }`;
    await expectRefused(selection, /nesting of \d+ exceeds the limit/);
  });

  it('refuses a 5,000-deep argument value with a clean error', async () => {
    await expectRefused(`{ echoJson(value: ${nested(5_000, '[', ']', '"x"')}) }`, /nesting/);
  });

  it(`refuses a selection deeper than ${QUERY_LIMITS.depth} levels, counted before validation`, async () => {
    const fields = Array.from({ length: QUERY_LIMITS.depth }, (_, level) => `f${level}`);
    const query = `{ me { ${fields.join(' { ')} ${'}'.repeat(fields.length)} }`;
    await expectRefused(query, new RegExp(`depth of ${QUERY_LIMITS.depth + 1} exceeds the limit`));
  });

  it('answers a query within the limits', async () => {
    const { body } = await postGraphql(twin, asRider, '{ me { uid lang { langLocale } } }');
    expect(body).not.toHaveProperty('errors');
  });

  it(`lets one request invoke at most ${QUERY_LIMITS.resolverCount} resolvers, aliases and fragments included`, async () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, index) => `a${index}: me { ...who }`).join(' ');
    const within = await postGraphql(
      twin,
      asRider,
      `{ ${aliases(QUERY_LIMITS.resolverCount)} } fragment who on User { uid }`,
    );
    expect(within.body).not.toHaveProperty('errors');
    await expectRefused(
      `{ ${aliases(QUERY_LIMITS.resolverCount - 1)} ...more } fragment more on Query { settings { appName } me { uid } } fragment who on User { uid }`,
      new RegExp(`invokes ${QUERY_LIMITS.resolverCount + 1} resolvers`),
    );
  });

  it('refuses 5,000 aliases of me and 500 aliased mutations before running any of them', async () => {
    const me = Array.from({ length: 5_000 }, (_, index) => `a${index}: me { uid }`).join(' ');
    await expectRefused(`{ ${me} }`, /tokens|resolvers/);
    const saves = Array.from(
      { length: 500 },
      (_, index) => `s${index}: updateSettings(appName: "x") { appName }`,
    );
    const { body } = await postGraphql(twin, asAdmin, `mutation { ${saves.join(' ')} }`);
    expect(body).toMatchObject({
      data: null,
      errors: [{ message: expect.stringMatching(/tokens|resolvers/) }],
    });
  });

  it('refuses a body over the cap with 400, and keeps answering', async () => {
    const query = `{ me { uid } } # ${'x'.repeat(MAX_REQUEST_BYTES)}`;
    const { status, body } = await postGraphql(twin, asRider, query);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ errorType: 'MalformedHttpRequestException', message: expect.stringMatching(/larger than/) }],
    });
    expect((await postGraphql(twin, asRider, '{ me { uid } }')).status).toBe(200);
  });
});

describe('bracketNesting', () => {
  it('counts brackets outside strings, block strings and comments', () => {
    expect(bracketNesting('{ a(b: [1, {c: 2}]) { d } }')).toBe(4);
    expect(bracketNesting('{ a(b: "{{{{[[[") # {{{{{\n }')).toBe(2);
    expect(bracketNesting('{ a(b: """ {{{ \\""" [[[ """) }')).toBe(2);
  });
});

describe('variables', () => {
  it('refuses nesting past the limit and more values than the limit, without recursing', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level++) deep = { a: [deep] };
    expect(checkVariables({ input: deep })?.message).toMatch(
      /^Variables nesting of 21 exceeds the limit of 20\.$/,
    );
    expect(checkVariables({ ids: Array.from({ length: 25_000 }, () => 'id') })?.message).toMatch(
      /more than 20000 values/,
    );
  });

  it('passes what the forms send and a 5,000-item list', () => {
    expect(checkVariables({ input: { pickup: { lat: 1, lng: 2, add: 'x' }, tags: ['a'] } })).toBeUndefined();
    expect(checkVariables({ ids: Array.from({ length: 5_000 }, () => 'id') })).toBeUndefined();
    expect(checkVariables(null)).toBeUndefined();
  });
});
