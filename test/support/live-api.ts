/**
 * Subscriptions over the twin's AppSync realtime endpoint, as aws-amplify speaks it (one socket per
 * client, `connection_init`, then a `start` per subscription), collected for assertions. The
 * server's `start_ack` comes once the subscription listens, so a test waits for it
 * (`Feed.acknowledged`) before it causes the first event, never for a fixed time.
 */
import { WebSocket } from 'ws';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';

export interface Feed<T> {
  events: T[];
  errors: unknown[];
  /** Resolves once the server listens for the subscription's events (its `start_ack`). */
  acknowledged(timeoutMs?: number): Promise<void>;
  /** Resolves with the first event (already received or still to come) that `match`es. */
  next(match: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves with the errors once the server refused or failed the subscription. */
  refused(timeoutMs?: number): Promise<unknown[]>;
}

export interface LiveClient {
  /** Starts a subscription on this client's socket; `field` is the subscription field it reads. */
  subscribe<T>(query: string, variables: Record<string, unknown>, field: string): Feed<T>;
  dispose(): Promise<void>;
}

type Message = {
  type?: string;
  id?: string;
  payload?: { data?: Record<string, unknown> | null; errors?: unknown[] };
};

/**
 * Resolves with what `ready()` returns once it is defined, checked now and after each message;
 * rejects when it throws, or after `timeoutMs`.
 */
function whenReady<T>(
  listeners: Set<() => void>,
  ready: () => T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      let value: T | undefined;
      try {
        value = ready();
      } catch (error) {
        value = undefined;
        listeners.delete(check);
        clearTimeout(timer);
        reject(error);
        return;
      }
      if (value === undefined) return;
      listeners.delete(check);
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => (listeners.delete(check), reject(new Error(what))), timeoutMs);
    listeners.add(check);
    check();
  });
}

export function liveClient(
  outputs: Pick<TwinOutputs, 'realtimeUrl' | 'graphqlUrl'>,
  accessToken: string,
): LiveClient {
  const headers = { host: new URL(outputs.graphqlUrl).host, Authorization: accessToken };
  const blob = Buffer.from(JSON.stringify(headers)).toString('base64url');
  const socket = new WebSocket(outputs.realtimeUrl, ['graphql-ws', `header-${blob}`]);
  const handlers = new Map<string, (message: Message) => void>();
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.type === 'connection_ack') resolve();
      else if (message.type === 'connection_error')
        reject(new Error(`Connection refused: ${JSON.stringify(message.payload)}`));
      else if (message.id) handlers.get(message.id)?.(message);
    });
  });
  let started = 0;

  return {
    subscribe<T>(query: string, variables: Record<string, unknown>, field: string): Feed<T> {
      const id = `s${(started += 1)}`;
      const events: T[] = [];
      const errors: unknown[] = [];
      const listeners = new Set<() => void>();
      let acknowledged = false;
      handlers.set(id, (message) => {
        if (message.type === 'start_ack') acknowledged = true;
        if (message.type === 'error' || message.type === 'data')
          errors.push(...(message.payload?.errors ?? []));
        const event = message.type === 'data' ? (message.payload?.data?.[field] as T | undefined) : undefined;
        if (event) events.push(event);
        for (const listener of [...listeners]) listener();
      });
      connected
        .then(() => {
          const payload = {
            data: JSON.stringify({ query, variables }),
            extensions: { authorization: headers },
          };
          socket.send(JSON.stringify({ id, type: 'start', payload }));
        })
        .catch((error: unknown) => {
          errors.push(error);
          for (const listener of [...listeners]) listener();
        });
      return {
        events,
        errors,
        acknowledged: (timeoutMs = 10_000) =>
          whenReady(
            listeners,
            () => {
              if (errors.length > 0) throw new Error(`${field} was refused: ${JSON.stringify(errors)}`);
              return acknowledged ? true : undefined;
            },
            timeoutMs,
            `${field} was not acknowledged within ${timeoutMs} ms`,
          ).then(() => undefined),
        next: (match, timeoutMs = 10_000) =>
          whenReady(
            listeners,
            () => events.find(match),
            timeoutMs,
            `No matching ${field} event within ${timeoutMs} ms`,
          ),
        refused: (timeoutMs = 10_000) =>
          whenReady(
            listeners,
            () => (errors.length > 0 ? errors : undefined),
            timeoutMs,
            `${field} was not refused within ${timeoutMs} ms`,
          ),
      };
    },
    async dispose() {
      socket.terminate();
    },
  };
}
