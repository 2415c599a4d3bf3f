/**
 * A failed backend call. Resolvers report domain errors as `{ errorType: code, message: messageKey }`
 * (docs/architecture.md), so `messageKey` is the spec's message key and pages translate it with t().
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly errorType: string,
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(messageKey, options);
  }
}

/** The spec's key for any sign-in failure without a more specific message (product.md §8). */
export const LOGIN_ERROR_KEY = 'login error';

/** Anything the server did not classify: a transport failure or an unexpected server error. */
export const INTERNAL_ERROR_KEY = 'errors.internal';

interface GraphQLErrorLike {
  message?: unknown;
  errorType?: unknown;
}

const firstGraphQLError = (error: unknown): GraphQLErrorLike | undefined => {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors[0] as GraphQLErrorLike | undefined) : undefined;
};

/** Amplify rejects with the whole GraphQL result (`{ data, errors }`); keep the first error's type and key. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const graphQLError = firstGraphQLError(error);
  if (typeof graphQLError?.errorType === 'string' && typeof graphQLError.message === 'string') {
    return new ApiError(graphQLError.errorType, graphQLError.message, { cause: error });
  }
  return new ApiError('InternalError', INTERNAL_ERROR_KEY, { cause: error });
}

/**
 * Failures of the moment rather than of the request: the server's throttle, a resolver's unexpected
 * fault, a Lambda that crashed or timed out, AppSync's own failure.
 */
const PASSING_FAILURES: ReadonlySet<string> = new Set([
  'RATE_LIMITED',
  'TooManyRequestsException',
  'INTERNAL',
  'Lambda:Unhandled',
  'Lambda:ExecutionTimeoutException',
  'InternalFailure',
]);

/**
 * Whether asking again may succeed: after a failure left unclassified (no answer through the network,
 * an empty one, an unexpected error) or one of the moment. A refusal the server gave with its message
 * key (not permitted, not found, a validation) would only be repeated.
 */
export function retryCanCure(error: unknown): boolean {
  const { errorType, messageKey } = toApiError(error);
  return messageKey === INTERNAL_ERROR_KEY || PASSING_FAILURES.has(errorType);
}
