import { parse as parseWithGraphQLJs } from 'graphql';
import * as documents from './generated/graphql';
import { GraphQLError, parse, print } from './graphql-text';

/** Every operation the app sends, as codegen wrote it (with its fragments appended). */
const appDocuments = Object.entries(documents).flatMap(([name, value]) =>
  value instanceof documents.TypedDocumentString ? [[name, value.toString()] as const] : [],
);

/** What Amplify reads of a parsed document: each definition's kind and, for an operation, its type. */
const kindsOf = (definitions: readonly { kind: string; operation?: string }[]) =>
  definitions.map(({ kind, operation }) => (operation ? `${kind}:${operation}` : kind));

describe('graphql-text', () => {
  it("reads every app document's definitions as graphql-js does", () => {
    expect(appDocuments.length).toBeGreaterThan(100);
    for (const [name, text] of appDocuments)
      expect([name, kindsOf(parse(text).definitions)]).toEqual([
        name,
        kindsOf(parseWithGraphQLJs(text).definitions as { kind: string; operation?: string }[]),
      ]);
  });

  it.each([
    ['a shorthand query', '{ me { uid } }', ['OperationDefinition:query']],
    [
      'a comment naming another operation',
      '# mutation first\nsubscription S { a }',
      ['OperationDefinition:subscription'],
    ],
    [
      'a variable named like an operation, with an object default holding braces',
      'query Q($a: In = { b: "}" }, $mutation: Int) { f(a: $a) { g } }\nfragment F on T { h }',
      ['OperationDefinition:query', 'FragmentDefinition'],
    ],
    [
      'strings and block strings with braces and quotes',
      'mutation M { say(text: "{\\"}", note: """ } \\""" query """) { ok } }',
      ['OperationDefinition:mutation'],
    ],
    [
      'a fragment before its operation',
      'fragment F on T { a { b } } query Q { t { ...F } }',
      ['FragmentDefinition', 'OperationDefinition:query'],
    ],
  ])('reads %s as graphql-js does', (_, text, kinds) => {
    expect(kindsOf(parse(text).definitions)).toEqual(kinds);
    expect(kindsOf(parseWithGraphQLJs(text).definitions as { kind: string; operation?: string }[])).toEqual(
      kinds,
    );
  });

  it('prints a document as the text it was parsed from', () => {
    const text = 'query Q($id: ID!) {\n  booking(id: $id) { id }\n}';
    expect(print(parse(text))).toBe(text);
    expect(print(parse({ body: text }))).toBe(text);
  });

  it('refuses a text that is not an operation or a fragment', () => {
    expect(() => parse('type Booking { id: ID }')).toThrow(GraphQLError);
  });

  it("keeps an error's message when Amplify spreads it into a plain object, and what it wraps", () => {
    const cause = new Error('network down');
    const error = new GraphQLError('Connection failed', null, null, null, null, cause);
    expect({ ...error }).toEqual({ message: 'Connection failed' });
    expect(error.originalError).toBe(cause);
    expect(error).toBeInstanceOf(Error);
  });
});
