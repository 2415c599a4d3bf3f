/**
 * AppSync's error shapes, as the service returns them (and as documented by the AppSync team in
 * graphql/graphql-over-http#81):
 *
 * - field errors (a resolver failed, access denied):
 *   `{ path, data: null, errorType, errorInfo: null, locations: [{ line, column, sourceName: null }], message }`
 *   beside `data` in which the field is null;
 * - request errors (syntax, validation, variables): HTTP 200 with `data: null` and
 *   `{ path: null, locations, message }` — AppSync sends no `errorType` for these;
 * - transport errors: `{ errors: [{ errorType, message }] }` with HTTP 401 (no valid auth) or 400
 *   (`MalformedHttpRequestException`: empty or unparseable body).
 *
 * There is never an `extensions` member.
 */
import type { ExecutionResult, GraphQLError } from 'graphql';

/** An error that reaches the client with AppSync's `errorType`. */
export class AppSyncError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppSyncError';
  }
}

interface Location {
  readonly line: number;
  readonly column: number;
  readonly sourceName: null;
}

export interface AppSyncErrorShape {
  readonly path: readonly (string | number)[] | null;
  readonly data?: null;
  readonly errorType?: string;
  readonly errorInfo?: null;
  readonly locations: readonly Location[] | null;
  readonly message: string;
}

export interface AppSyncResponse {
  readonly data: ExecutionResult['data'] | null;
  readonly errors?: readonly AppSyncErrorShape[];
}

export interface TransportError {
  readonly errorType: string;
  readonly message: string;
}

export const unauthorizedException: TransportError = {
  errorType: 'UnauthorizedException',
  message: 'Valid authorization header not provided.',
};

export function formatError(error: GraphQLError): AppSyncErrorShape {
  const path = error.path ?? null;
  const locations = error.locations?.map(({ line, column }) => ({ line, column, sourceName: null })) ?? null;
  const original = error.originalError;
  if (original instanceof AppSyncError) {
    return {
      path,
      data: null,
      errorType: original.errorType,
      errorInfo: null,
      locations,
      message: error.message,
    };
  }
  return { path, locations, message: error.message };
}

export function toAppSyncResponse(result: ExecutionResult): AppSyncResponse {
  const data = result.data ?? null;
  return result.errors?.length ? { data, errors: result.errors.map(formatError) } : { data };
}

/** A response for errors found before execution (syntax, validation, unsupported operation). */
export function requestErrorResponse(errors: readonly GraphQLError[]): AppSyncResponse {
  return { data: null, errors: errors.map(formatError) };
}
