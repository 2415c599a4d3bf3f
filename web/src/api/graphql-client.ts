import { loadGraphQLAPI } from '../config/amplify-once';
import { ApiError, INTERNAL_ERROR_KEY, toApiError } from './api-error';
import type { TypedDocumentString } from './generated/graphql';

/** Only the public reads (settings, app info, languages) may use the API key; everything else is user pool. */
export type AuthMode = 'apiKey' | 'userPool';

/** An operation written with `graphql()` (./generated): checked against the schema by `npm run codegen`. */
export type Operation<Data, Variables> = TypedDocumentString<Data, Variables>;

interface OperationOptions<Variables> {
  variables?: Variables;
  authMode?: AuthMode;
}

interface Subscribable<Data> {
  subscribe(observer: { next: (message: { data: Data }) => void; error: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

/**
 * Amplify's `graphql()` answers with a promise or an observable whatever the document, so this is
 * the one place that states the shapes: a promise for queries and mutations, an observable for
 * subscriptions. Amplify's GraphQL API (graphql, rxjs) loads with the first call (docs/performance.md).
 */
async function callGraphQL<Result, Variables>(
  document: Operation<unknown, Variables>,
  options: OperationOptions<Variables>,
): Promise<Result> {
  const { requestGraphQL } = await loadGraphQLAPI();
  return requestGraphQL({ query: document.toString(), ...options }) as Result;
}

/** Runs a query or mutation and returns its `data`, or throws an ApiError. */
export async function runOperation<Data, Variables>(
  document: Operation<Data, Variables>,
  options: OperationOptions<Variables> = {},
): Promise<Data> {
  let data: Data | null | undefined;
  try {
    ({ data } = await callGraphQL<{ data?: Data | null }, Variables>(document, options));
  } catch (error) {
    throw toApiError(error);
  }
  return answered(data);
}

/** A field the schema lets the server answer with null, where an answer is expected (a mutation's result). */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new ApiError('EmptyResponse', INTERNAL_ERROR_KEY);
  return value;
}

/** Opens a subscription once the auth mode is known; the returned function closes it, even if still opening. */
export function openSubscription<Data, Variables>(
  document: Operation<Data, Variables>,
  resolveAuthMode: () => Promise<AuthMode>,
  handlers: { onData: (data: Data) => void; onError?: (error: ApiError) => void },
  variables?: Variables,
): () => void {
  let closed = false;
  let close = () => {};
  const fail = (error: unknown) => handlers.onError?.(toApiError(error));
  resolveAuthMode().then((authMode) => {
    if (closed) return;
    // As before the client loaded lazily, only the observable's own errors reach `onError`.
    void callGraphQL<Subscribable<Data>, Variables>(document, { authMode, variables }).then(
      (subscribable) => {
        if (closed) return;
        const subscription = subscribable.subscribe({
          next: ({ data }) => handlers.onData(data),
          error: fail,
        });
        close = () => subscription.unsubscribe();
      },
    );
  }, fail);
  return () => {
    closed = true;
    close();
  };
}
