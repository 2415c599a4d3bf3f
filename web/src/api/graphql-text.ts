/**
 * What Amplify's GraphQL API takes from graphql-js, for documents sent as text (the build serves
 * this module to `@aws-amplify/api-graphql` in place of `graphql`: web/vite/amplify-graphql-text.ts).
 * Amplify parses each document only to learn whether it is a query, a mutation or a subscription,
 * and prints it back to send it. Every document of the app is checked against the schema by
 * codegen, so the browser needs neither graphql-js's parser (about 10 kB gzip of every app's
 * first load) nor its printer, nor their work on every call: the text is sent as it was written.
 */

export const OperationTypeNode = {
  QUERY: 'query',
  MUTATION: 'mutation',
  SUBSCRIPTION: 'subscription',
} as const;
type OperationType = (typeof OperationTypeNode)[keyof typeof OperationTypeNode];

/** A document's top-level definitions, as far as Amplify reads them, and its text. */
export interface TextDocument {
  kind: 'Document';
  definitions: ({ kind: 'OperationDefinition'; operation: OperationType } | { kind: 'FragmentDefinition' })[];
  loc: { source: { body: string } };
}

const OPERATIONS = new Set<string>(Object.values(OperationTypeNode));

/** The end of the string literal that starts at `start` (a `"…"` or a `"""…"""` block). */
function stringEnd(text: string, start: number): number {
  if (text.startsWith('"""', start)) {
    let at = start + 3;
    while (!text.startsWith('"""', at) || text[at - 1] === '\\') at += 1;
    return at + 3;
  }
  let at = start + 1;
  while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/**
 * Reads the kind of each top-level definition from the word that opens it (`query`, `mutation`,
 * `subscription`, `fragment`), or a bare `{` (a query's shorthand). Strings and comments are
 * skipped; nothing else is read until the definition's selection set closes (its braces, outside
 * the variables' parentheses, whose default values may hold braces of their own).
 */
export function parse(source: string | { body: string }): TextDocument {
  const body = typeof source === 'string' ? source : source.body;
  const definitions: TextDocument['definitions'] = [];
  let braces = 0;
  let parentheses = 0;
  let opening = true;
  let at = 0;
  while (at < body.length) {
    const char = body[at]!;
    if (char === '#') {
      const lineEnd = body.indexOf('\n', at);
      at = lineEnd === -1 ? body.length : lineEnd;
    } else if (char === '"') at = stringEnd(body, at);
    else if (opening && /[A-Za-z_]/.test(char)) {
      const word = /^\w+/.exec(body.slice(at))![0];
      if (OPERATIONS.has(word))
        definitions.push({ kind: 'OperationDefinition', operation: word as OperationType });
      else if (word === 'fragment') definitions.push({ kind: 'FragmentDefinition' });
      else throw new GraphQLError(`Not an operation or a fragment: ${word}`);
      opening = false;
      at += word.length;
    } else {
      if (char === '(') parentheses += 1;
      else if (char === ')') parentheses -= 1;
      else if (char === '{' && parentheses === 0) {
        if (opening) definitions.push({ kind: 'OperationDefinition', operation: 'query' });
        opening = false;
        braces += 1;
      } else if (char === '}' && parentheses === 0) {
        braces -= 1;
        opening = braces === 0;
      }
      at += 1;
    }
  }
  return { kind: 'Document', definitions, loc: { source: { body } } };
}

/** The document's text as it was written (graphql-js would print it again from its syntax tree). */
export function print(document: TextDocument): string {
  return document.loc.source.body;
}

/**
 * The error Amplify puts in a failed call's `errors`: a transport failure or a closed realtime
 * connection. As graphql-js's, its message is an own, enumerable property (Amplify spreads it into a
 * plain object) and the error it wraps stays reachable.
 */
export class GraphQLError extends Error {
  readonly originalError: unknown;

  constructor(message: string, ...rest: unknown[]) {
    // graphql-js's older signature: (message, nodes, source, positions, path, originalError).
    const originalError = rest[4];
    super(message, originalError instanceof Error ? { cause: originalError } : undefined);
    this.originalError = originalError ?? undefined;
    Object.defineProperties(this, {
      message: { value: message, enumerable: true, writable: true },
      name: { value: 'GraphQLError', enumerable: false },
      originalError: { enumerable: false },
    });
  }
}
