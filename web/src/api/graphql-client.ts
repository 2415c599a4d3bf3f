import { generateClient } from 'aws-amplify/api';
import { ApiError, INTERNAL_ERROR_KEY, toApiError } from './api-error';

/** Only the public reads (settings, app info, languages) may use the API key; everything else is user pool. */
export type AuthMode = 'apiKey' | 'userPool';

interface OperationOptions {
  variables?: Record<string, unknown>;
  authMode?: AuthMode;
}

interface Subscribable<Data> {
  subscribe(observer: { next: (message: { data: Data }) => void; error: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

/**
 * Amplify's `graphql<T>()` picks its return type through conditional types that do not resolve for a
 * generic `Data`, so this is the one place that states the shapes: a promise for queries and mutations,
 * an observable for subscriptions.
 */
function callGraphQL<Result>(query: string, options: OperationOptions): Result {
  const client = generateClient() as unknown as {
    graphql(request: OperationOptions & { query: string }): Result;
  };
  return client.graphql({ query, ...options });
}

/** Runs a query or mutation and returns its `data`, or throws an ApiError. */
export async function runOperation<Data>(document: string, options: OperationOptions = {}): Promise<Data> {
  let data: Data | null | undefined;
  try {
    ({ data } = await callGraphQL<Promise<{ data?: Data | null }>>(document, options));
  } catch (error) {
    throw toApiError(error);
  }
  if (!data) throw new ApiError('EmptyResponse', INTERNAL_ERROR_KEY);
  return data;
}

/** Opens a subscription once the auth mode is known; the returned function closes it, even if still opening. */
export function openSubscription<Data>(
  document: string,
  resolveAuthMode: () => Promise<AuthMode>,
  handlers: { onData: (data: Data) => void; onError?: (error: ApiError) => void },
): () => void {
  let closed = false;
  let close = () => {};
  const fail = (error: unknown) => handlers.onError?.(toApiError(error));
  resolveAuthMode().then((authMode) => {
    if (closed) return;
    const subscription = callGraphQL<Subscribable<Data>>(document, { authMode }).subscribe({
      next: ({ data }) => handlers.onData(data),
      error: fail,
    });
    close = () => subscription.unsubscribe();
  }, fail);
  return () => {
    closed = true;
    close();
  };
}
