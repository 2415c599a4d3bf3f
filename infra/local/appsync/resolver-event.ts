/** Direct Lambda resolver invocation as AppSync performs it. */
import type { GraphQLResolveInfo } from 'graphql';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { AppSyncError } from './appsync-errors';
import type { Caller } from './authenticate';
import { selectionSetGraphQL, selectionSetList } from './selection-set';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>>;

export type ResolverHandler = (event: ResolverEvent) => Promise<unknown>;

/** What one GraphQL request carries into every resolver it invokes. */
export interface RequestContext {
  readonly caller: Caller;
  readonly headers: Readonly<Record<string, string>>;
  /** The request's variables as sent (AppSync's `info.variables`). */
  readonly variables: Readonly<Record<string, unknown>>;
}

/** Lambda payloads are JSON both ways: Dates become strings, undefined disappears, nothing is shared. */
function throughJson<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}

export function buildResolverEvent(
  args: Record<string, unknown>,
  context: RequestContext,
  info: GraphQLResolveInfo,
): ResolverEvent {
  return throughJson({
    arguments: args,
    identity: context.caller.mode === 'apiKey' ? null : context.caller.identity,
    source: null,
    prev: null,
    stash: {},
    request: { headers: context.headers, domainName: null },
    info: {
      fieldName: info.fieldName,
      parentTypeName: info.parentType.name,
      variables: context.variables,
      selectionSetList: selectionSetList(info.fieldNodes, info.fragments),
      selectionSetGraphQL: selectionSetGraphQL(info.fieldNodes),
    },
  });
}

/**
 * Invokes a handler and maps what it throws the way the Lambda runtime and AppSync do: an Error's
 * `name` becomes the `errorType` (so a DomainError named after its code surfaces as that code),
 * anything else thrown is `Lambda:Unhandled`.
 */
export async function invokeHandler(handler: ResolverHandler, event: ResolverEvent): Promise<unknown> {
  try {
    return throughJson(await handler(event));
  } catch (error) {
    if (error instanceof Error) throw new AppSyncError(error.name, error.message);
    throw new AppSyncError('Lambda:Unhandled', String(error));
  }
}
