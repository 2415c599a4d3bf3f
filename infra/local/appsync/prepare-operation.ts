/** Parse (within the query limits), validate and bind one GraphQL request; shared by the HTTP and both WebSocket transports. */
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import type { Caller } from './authenticate';
import type { FieldResolvers } from './field-resolvers';
import { checkVariables, parseWithinLimits } from './query-cost';
import type { RequestContext } from './resolver-event';

export interface OperationRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

export interface RequestAuth {
  readonly caller: Caller;
  readonly headers: Readonly<Record<string, string>>;
}

export type PreparedOperation =
  | { readonly ok: true; readonly operation: OperationTypeNode; readonly args: ExecutionArgs }
  | { readonly ok: false; readonly errors: readonly GraphQLError[] };

export type PrepareOperation = (request: OperationRequest, auth: RequestAuth) => PreparedOperation;

/** graphql-js's rules plus AppSync's `introspectionConfig: DISABLED` (infra/lib/stacks/api-stack.ts). */
const RULES = [...specifiedRules, NoSchemaIntrospectionCustomRule];

/**
 * How many distinct checked documents the twin keeps. Clients send the same few documents again
 * and again, and parsing and validating each anew was a tenth of the twin's own time under the
 * API suites; a document's checks depend only on its text and the schema.
 */
const CHECKED_DOCUMENTS = 500;

/** Parses within the limits and validates, or returns the document already checked for this text. */
function documentChecker(schema: GraphQLSchema) {
  const checked = new Map<string, DocumentNode>();
  return (query: string): DocumentNode | readonly GraphQLError[] => {
    const known = checked.get(query);
    if (known) return known;
    const document = parseWithinLimits(query);
    if (document instanceof GraphQLError) return [document];
    const errors = validate(schema, document, RULES);
    if (errors.length) return errors;
    // The oldest entry makes room (a Map iterates in insertion order).
    if (checked.size >= CHECKED_DOCUMENTS) checked.delete(checked.keys().next().value!);
    checked.set(query, document);
    return document;
  };
}

export function createOperationPreparer(schema: GraphQLSchema, resolvers: FieldResolvers): PrepareOperation {
  const checkDocument = documentChecker(schema);
  return (request, { caller, headers }) => {
    const refused = checkVariables(request.variables);
    if (refused) return { ok: false, errors: [refused] };
    const document = checkDocument(request.query);
    if (!('kind' in document)) return { ok: false, errors: document };
    const operationName = request.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const message = operationName
        ? `Unknown operation named "${operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return { ok: false, errors: [new GraphQLError(message)] };
    }
    const variables = request.variables ?? {};
    const contextValue: RequestContext = { caller, headers, variables };
    return {
      ok: true,
      operation: operation.operation,
      args: { schema, document, operationName, variableValues: variables, contextValue, ...resolvers },
    };
  };
}
