/**
 * Routes an AppSync direct Lambda resolver event to the handler of its field, and maps failures
 * to AppSync errors: the Lambda runtime reports a thrown error's `name` as `errorType` and its
 * `message` as the message, so domain errors surface as (code, spec message key). Anything
 * unexpected is logged with the request id and surfaces as `errors.internal`, never a stack trace.
 */
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { logger } from '../observability/logger';

export type FieldHandler = (event: AppSyncResolverEvent<Record<string, unknown>>) => Promise<unknown>;

/** Error as AppSync should report it. */
export class ApiError extends Error {
  constructor(code: string, messageKey: string) {
    super(messageKey);
    this.name = code;
  }
}

export const unauthorized = () => new ApiError('UNAUTHORIZED', 'errors.unauthorized');

interface KeyedError {
  code: string;
  messageKey: string;
}

const isKeyedError = (error: unknown): error is Error & KeyedError =>
  error instanceof Error && typeof (error as Partial<KeyedError>).code === 'string' && typeof (error as Partial<KeyedError>).messageKey === 'string';

function toApiError(error: unknown, requestId: string | undefined): Error {
  if (error instanceof ApiError) return error;
  if (isKeyedError(error)) return new ApiError(error.code, error.messageKey);
  logger.error('Unexpected resolver failure', { requestId, error: error as Error });
  return new ApiError('INTERNAL', 'errors.internal');
}

export function appsyncRouter(routes: Record<string, FieldHandler>) {
  return async (event: AppSyncResolverEvent<Record<string, unknown>>, context?: Context): Promise<unknown> => {
    const field = `${event.info.parentTypeName}.${event.info.fieldName}`;
    const route = routes[field];
    if (!route) throw new ApiError('UNKNOWN_FIELD', 'errors.internal');
    try {
      return await route(event);
    } catch (error) {
      throw toApiError(error, context?.awsRequestId);
    }
  };
}
