import { buildSchema } from 'graphql';
import type { Caller } from './authenticate';
import { createOperationPreparer, type PreparedOperation } from './prepare-operation';

const schema = buildSchema(`
  type Query { trip(id: ID!): String, me: String }
`);
const resolvers = { fieldResolver: () => null, subscribeFieldResolver: () => null };
const caller: Caller = { mode: 'apiKey' };
const auth = (request: string) => ({ caller, headers: { 'x-request': request } });
const QUERY = 'query Trip($id: ID!) { trip(id: $id) }';

const prepared = (result: PreparedOperation) => {
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.args;
};

describe('preparing an operation', () => {
  it("reuses a document already checked, with each request's own variables and headers", () => {
    const prepare = createOperationPreparer(schema, resolvers);
    const first = prepared(prepare({ query: QUERY, variables: { id: 'a' } }, auth('one')));
    const second = prepared(prepare({ query: QUERY, variables: { id: 'b' } }, auth('two')));
    expect(second.document).toBe(first.document);
    expect(first.variableValues).toEqual({ id: 'a' });
    expect(second.variableValues).toEqual({ id: 'b' });
    expect(second.contextValue).toEqual({ caller, headers: { 'x-request': 'two' }, variables: { id: 'b' } });
  });

  it('refuses an invalid document every time it is sent', () => {
    const prepare = createOperationPreparer(schema, resolvers);
    for (let time = 0; time < 2; time += 1) {
      const result = prepare({ query: '{ trip(id: "a") nope }' }, auth('one'));
      expect(result).toMatchObject({ ok: false });
      expect(!result.ok && result.errors.map((error) => error.message)).toEqual([
        'Cannot query field "nope" on type "Query".',
      ]);
    }
  });

  it('still prepares a document after many others have pushed it out', () => {
    const prepare = createOperationPreparer(schema, resolvers);
    const first = prepared(prepare({ query: '{ me }' }, auth('one')));
    for (let n = 0; n < 600; n += 1) prepared(prepare({ query: `query Q${n} { me }` }, auth('one')));
    const again = prepared(prepare({ query: '{ me }' }, auth('one')));
    expect(again.document).not.toBe(first.document);
    expect(again.document).toEqual(first.document);
  });
});
