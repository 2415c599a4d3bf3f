/**
 * Routes an AppSync direct Lambda resolver event to the handler of its field, and maps failures
 * to AppSync errors. The Lambda runtime reports a thrown error's `name` as `errorType` and its
 * `message` as the message; a DomainError has name = code and message = the spec's message key.
 * Anything unexpected is logged with the request id and surfaces as `internal_error`, never a
 * stack trace. Paging cursors cross the API sealed (sealed-cursors.ts).
 */
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { DomainError, isDomainError } from '@wayfare/shared';
import { env } from '../config/env';
import { logger } from '../observability/logger';
import { callerOf } from './caller';
import { cursorKey, listingScope, openNextTokenArgument, sealNextTokenResult } from './sealed-cursors';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>>;
export type FieldHandler = (event: ResolverEvent) => Promise<unknown>;

const internal = () => new DomainError({ code: 'INTERNAL', messageKey: 'internal_error' });

let pagingKey: Buffer | undefined;
function cursorSealKey(): Buffer {
  if (!env.cursorSecret) throw new Error('CURSOR_KEY is not set: paging cursors cannot be sealed');
  return (pagingKey ??= cursorKey(env.cursorSecret));
}

/** Runs a route with its paging cursors opened on the way in and sealed on the way out. */
async function withSealedCursors(field: string, route: FieldHandler, event: ResolverEvent): Promise<unknown> {
  const args = event.arguments ?? {};
  const scope = listingScope(field, callerOf(event)?.uid ?? null, args);
  const opened = args.nextToken ? openNextTokenArgument(cursorSealKey(), scope, args) : args;
  const result = await route(opened === args ? event : { ...event, arguments: opened });
  const paged = typeof (result as { nextToken?: unknown } | null)?.nextToken === 'string';
  return paged ? sealNextTokenResult(cursorSealKey(), scope, result) : result;
}

export function appsyncRouter(routes: Record<string, FieldHandler>) {
  return async (event: ResolverEvent, context?: Pick<Context, 'awsRequestId'>): Promise<unknown> => {
    const field = `${event.info.parentTypeName}.${event.info.fieldName}`;
    const route = routes[field];
    try {
      if (!route) throw new Error(`No route for ${field}`);
      return await withSealedCursors(field, route, event);
    } catch (error) {
      if (isDomainError(error)) throw error;
      logger.error('Unexpected resolver failure', {
        requestId: context?.awsRequestId,
        field,
        error: error as Error,
      });
      throw internal();
    }
  };
}
