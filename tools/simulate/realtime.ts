/**
 * AppSync's realtime WebSocket protocol as aws-amplify speaks it (one connection per signed-in
 * app, many subscriptions on it): the auth headers as a base64url `header-…` subprotocol,
 * `connection_init` → `connection_ack`, then `start` → `start_ack` + `data` frames per
 * subscription. Every frame in and out is counted.
 */
import { WebSocket } from 'ws';
import { operationName, type Session, type Target } from './api';
import type { TypedDocumentString } from './generated/graphql';
import type { Metrics } from './metrics';

interface Frame {
  type?: string;
  id?: string;
  payload?: { data?: unknown; errors?: { errorType?: string; message?: string }[] };
}

interface Operation {
  name: string;
  onData: (data: unknown) => void;
  started?: { resolve: () => void; reject: (error: Error) => void };
}

/** Generous: a loaded server acknowledges late, and a late acknowledgement is not an error. */
const HANDSHAKE_TIMEOUT_MS = 60_000;

export class RealtimeConnection {
  readonly #operations = new Map<string, Operation>();
  #nextId = 0;
  #closing = false;

  private constructor(
    private readonly socket: WebSocket,
    private readonly headers: Record<string, string>,
    private readonly metrics: Metrics,
  ) {
    socket.on('message', (raw) => this.#receive(JSON.parse(raw.toString()) as Frame));
    socket.on('close', () => {
      if (!this.#closing) metrics.error('realtime', new Error('connection closed by the server'));
    });
  }

  static open(target: Target, session: Session, metrics: Metrics): Promise<RealtimeConnection> {
    const headers = { host: new URL(target.graphqlUrl).host, Authorization: session.accessToken };
    const blob = Buffer.from(JSON.stringify(headers)).toString('base64url');
    const socket = new WebSocket(target.realtimeUrl, ['graphql-ws', `header-${blob}`]);
    metrics.realtime.connections += 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('no connection_ack')), HANDSHAKE_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        socket.terminate();
        reject(error);
      };
      socket.once('error', fail);
      socket.on('open', () => {
        metrics.realtime.framesOut += 1;
        socket.send(JSON.stringify({ type: 'connection_init' }));
      });
      const onHandshake = (raw: Buffer) => {
        metrics.realtime.framesIn += 1;
        const frame = JSON.parse(raw.toString()) as Frame;
        if (frame.type === 'connection_ack') {
          clearTimeout(timer);
          socket.off('message', onHandshake);
          socket.off('error', fail);
          resolve(new RealtimeConnection(socket, headers, metrics));
        } else if (frame.type === 'connection_error') {
          fail(new Error(frame.payload?.errors?.[0]?.message ?? 'connection_error'));
        }
      };
      socket.on('message', onHandshake);
    });
  }

  /** Starts a subscription; resolves once the server acknowledged it. Returns its stop. */
  async subscribe<Data, Variables>(
    document: TypedDocumentString<Data, Variables>,
    variables: Variables,
    onData: (data: Data) => void,
  ): Promise<() => void> {
    const id = `${++this.#nextId}`;
    const name = operationName(document);
    const operation: Operation = { name, onData: onData as (data: unknown) => void };
    this.#operations.set(id, operation);
    this.metrics.realtime.subscriptions += 1;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: no start_ack`)), HANDSHAKE_TIMEOUT_MS);
      operation.started = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
      this.#send({
        id,
        type: 'start',
        payload: {
          data: JSON.stringify({ query: document.toString(), variables }),
          extensions: { authorization: this.headers },
        },
      });
    }).catch((error: unknown) => {
      this.#operations.delete(id);
      throw error;
    });
    return () => {
      if (!this.#operations.delete(id)) return;
      this.#send({ id, type: 'stop' });
    };
  }

  close(): void {
    this.#closing = true;
    this.socket.close();
  }

  #send(frame: { id?: string; type: string; payload?: unknown }): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.metrics.realtime.framesOut += 1;
    this.socket.send(JSON.stringify(frame));
  }

  #receive(frame: Frame): void {
    this.metrics.realtime.framesIn += 1;
    const operation = frame.id ? this.#operations.get(frame.id) : undefined;
    const started = operation?.started;
    if (operation && (frame.type === 'start_ack' || frame.type === 'error')) operation.started = undefined;
    if (frame.type === 'start_ack') return started?.resolve();
    if (frame.type === 'error') {
      const error = new Error(
        `${operation?.name ?? 'realtime'}: ${frame.payload?.errors?.map((e) => e.message).join('; ') ?? 'error'}`,
      );
      if (started) started.reject(error);
      else this.metrics.error('realtime', error);
      return;
    }
    if (frame.type !== 'data' || !operation) return;
    if (frame.payload?.errors?.length) {
      this.metrics.error(operation.name, new Error(frame.payload.errors[0]?.message ?? 'error'));
      return;
    }
    if (frame.payload?.data) operation.onData(frame.payload.data);
  }
}
