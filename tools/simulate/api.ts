/** GraphQL over HTTP as AppSync receives it from a signed-in app: one POST per operation, counted. */
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';
import type { TypedDocumentString } from './generated/graphql';
import type { Metrics } from './metrics';

/** What the API refused or failed with: AppSync's errorType and the message key. */
export class ApiError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    readonly operation: string,
  ) {
    super(`${operation}: ${errorType} ${message}`);
  }
}

export type Target = TwinOutputs;

/** A signed-in user as its app holds it. */
export interface Session {
  uid: string;
  contact: string;
  accessToken: string;
}

export const operationName = (document: { toString(): string }): string =>
  /(?:query|mutation|subscription)\s+(\w+)/.exec(document.toString())?.[1] ?? 'anonymous';

export class Api {
  constructor(
    readonly target: Target,
    private readonly metrics: Metrics,
  ) {}

  async call<Data, Variables>(
    session: Session,
    document: TypedDocumentString<Data, Variables>,
    variables?: Variables,
  ): Promise<Data> {
    const name = operationName(document);
    this.metrics.graphqlRequest(name);
    const sentAt = Date.now();
    const response = await fetch(this.target.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: session.accessToken },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      data?: Data;
      errors?: { errorType?: string; message?: string }[];
    };
    this.metrics.graphqlAnswered(name, Date.now() - sentAt);
    const error = body.errors?.[0];
    if (error) throw new ApiError(error.errorType ?? 'Unknown', error.message ?? '', name);
    if (!response.ok || !body.data) throw new ApiError(`HTTP${response.status}`, 'no data', name);
    return body.data;
  }
}

/** True when `error` is the API refusing with one of `errorTypes` (an outcome the caller expects). */
export const refusedWith = (error: unknown, ...errorTypes: string[]): error is ApiError =>
  error instanceof ApiError && errorTypes.includes(error.errorType);
