/** Subscriptions over the twin's graphql-transport-ws endpoint, collected for assertions. */
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';

export interface Feed<T> {
  events: T[];
  errors: unknown[];
  /** Resolves with the first event (already received or still to come) that `match`es. */
  next(match: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves with the errors once the server refused or failed the subscription. */
  refused(timeoutMs?: number): Promise<unknown[]>;
}

export function liveClient(outputs: TwinOutputs, accessToken: string): Client {
  return createClient({
    url: outputs.graphqlUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: accessToken },
    retryAttempts: 0,
  });
}

export function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Feed<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  const waiters: { match: (event: T) => boolean; resolve: (event: T) => void }[] = [];
  client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: ({ data, errors: failed }) => {
        if (failed) errors.push(...failed);
        const event = data?.[field];
        if (!event) return;
        events.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  const refused = (timeoutMs = 10_000): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (errors.length > 0 || Date.now() - started > timeoutMs) {
          clearInterval(poll);
          if (errors.length > 0) resolve(errors);
          else reject(new Error(`${field} was not refused within ${timeoutMs} ms`));
        }
      }, 50);
    });
  return {
    events,
    errors,
    refused,
    next(match, timeoutMs = 10_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching ${field} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
  };
}

/** Lets the server register a subscription before the test triggers its first event. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
