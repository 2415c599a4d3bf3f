/**
 * The twin's side of AppSync's query limits (infra/lib/query-limits.ts), checked before the
 * document is validated, because validation itself is what a costly document makes slow (5,000
 * aliases) or overflows the stack (5,000 nested levels):
 *
 * 1. bracket nesting, counted on the text, so the recursive parser never meets a deep document;
 * 2. tokens, so parsing stays bounded (graphql-js `maxTokens`);
 * 3. selection depth and resolver count, on the parsed document;
 * 4. the variables' nesting and size, before they are coerced.
 */
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { QUERY_LIMITS } from '../../lib/query-limits';

/** Body cap of the HTTP and WebSocket transports: far above any real request (a few kB). */
export const MAX_REQUEST_BYTES = 256 * 1024;
/** Brackets ({ [ () open at once: selection depth plus argument nesting. */
const MAX_NESTING = 2 * QUERY_LIMITS.depth + 10;
const MAX_TOKENS = 10_000;

/** The deepest bracket nesting in a GraphQL text, skipping strings, block strings and comments. */
export function bracketNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('"""', i)) {
      for (i += 3; i < text.length && !text.startsWith('"""', i); i++)
        if (text.startsWith('\\"""', i)) i += 3;
      i += 2;
    } else if (char === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (char === '{' || char === '[' || char === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (char === '}' || char === ']' || char === ')') {
      depth--;
    }
  }
  return deepest;
}

interface Cost {
  depth: number;
  resolvers: number;
}

/** Depth and root-field count of a selection set, fragments expanded (validation has not run: cycles are cut). */
function costOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  level: number,
  seen: ReadonlySet<string>,
): Cost {
  let cost: Cost = { depth: level, resolvers: 0 };
  const add = (inner: Cost) => {
    cost = { depth: Math.max(cost.depth, inner.depth), resolvers: cost.resolvers + inner.resolvers };
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (level === 1 && selection.name.value !== '__typename') add({ depth: level, resolvers: 1 });
      if (selection.selectionSet)
        add({ ...costOf(selection.selectionSet, fragments, level + 1, seen), resolvers: 0 });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(costOf(selection.selectionSet, fragments, level, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name))
        add(costOf(fragment.selectionSet, fragments, level, new Set([...seen, name])));
    }
  }
  return cost;
}

const tooCostly = (message: string) => new GraphQLError(message);

/** Objects and lists open at once in the variables: the schema's deepest input needs 4. */
export const MAX_VARIABLES_NESTING = 20;
/** Values (every object, list, and leaf) in the variables: a 5,000-item list passes. */
export const MAX_VARIABLE_VALUES = 20_000;

/**
 * Refuses variables nested deeper or holding more values than the limits, measured without
 * recursion before graphql-js coerces them (its coercion and the resolvers' JSON round trip
 * recurse, and 5,000 levels overflow the stack). JSON.parse of the capped body does not recurse.
 */
export function checkVariables(variables: unknown): GraphQLError | undefined {
  const pending: [value: unknown, level: number][] = [[variables, 0]];
  let values = 0;
  while (pending.length) {
    const [value, level] = pending.pop()!;
    if (++values > MAX_VARIABLE_VALUES)
      return tooCostly(`Variables hold more than ${MAX_VARIABLE_VALUES} values.`);
    if (value === null || typeof value !== 'object') continue;
    if (level >= MAX_VARIABLES_NESTING)
      return tooCostly(`Variables nesting of ${level + 1} exceeds the limit of ${MAX_VARIABLES_NESTING}.`);
    for (const inner of Object.values(value)) pending.push([inner, level + 1]);
  }
  return undefined;
}

/** The parsed document, or the error that refuses it: AppSync's limits, on the twin. */
export function parseWithinLimits(query: string): DocumentNode | GraphQLError {
  const nesting = bracketNesting(query);
  if (nesting > MAX_NESTING)
    return tooCostly(`Query nesting of ${nesting} exceeds the limit of ${MAX_NESTING}.`);
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return error instanceof GraphQLError ? error : tooCostly('Unable to parse GraphQL query.');
  }
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, resolvers } = costOf(definition.selectionSet, fragments, 1, new Set());
    if (depth > QUERY_LIMITS.depth)
      return tooCostly(`Query depth of ${depth} exceeds the limit of ${QUERY_LIMITS.depth}.`);
    if (resolvers > QUERY_LIMITS.resolverCount)
      return tooCostly(
        `Query invokes ${resolvers} resolvers, more than the limit of ${QUERY_LIMITS.resolverCount}.`,
      );
  }
  return document;
}
