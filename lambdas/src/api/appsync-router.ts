/**
 * Routes an AppSync direct Lambda resolver event to the handler of its field, and maps failures
 * to AppSync errors. The Lambda runtime reports a thrown error's `name` as `errorType` and its
 * `message` as the message; a DomainError has name = code and message = the spec's message key.
 * Anything unexpected is logged with the request id and surfaces as `internal_error`, never a
 * stack trace.
 */
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { DomainError, isDomainError } from '@wayfare/shared';
import { logger } from '../observability/logger';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>>;
export type FieldHandler = (event: ResolverEvent) => Promise<unknown>;

const internal = () => new DomainError({ code: 'INTERNAL', messageKey: 'internal_error' });

export function appsyncRouter(routes: Record<string, FieldHandler>) {
  return async (event: ResolverEvent, context?: Pick<Context, 'awsRequestId'>): Promise<unknown> => {
    const field = `${event.info.parentTypeName}.${event.info.fieldName}`;
    const route = routes[field];
    try {
      if (!route) throw new Error(`No route for ${field}`);
      return await route(event);
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
