/**
 * AppSync's realtime WebSocket protocol on `/graphql/realtime`, as aws-amplify v6 `generateClient()`
 * speaks it: subprotocol `graphql-ws` (chosen by the server), connection auth as a base64url JSON
 * `header-…` subprotocol entry (or `?header=` query parameter), then
 * `connection_init` → `connection_ack` + `ka`…; `start` (payload.data = JSON `{query, variables}`,
 * payload.extensions.authorization = headers) → `start_ack` + `data`… or `error`; `stop` → `complete`.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { OperationTypeNode, subscribe, type ExecutionResult, type GraphQLError } from 'graphql';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { formatError, toAppSyncResponse } from './appsync-errors';
import { stringHeaders, type Authenticate, type HeaderBag } from './authenticate';
import type { PrepareOperation } from './prepare-operation';
import { MAX_REQUEST_BYTES } from './query-cost';

const SUBPROTOCOL = 'graphql-ws';
/** AppSync's values: clients reconnect after this long without a `ka`, which comes every minute. */
const CONNECTION_TIMEOUT_MS = 300_000;
const KEEP_ALIVE_INTERVAL_MS = 60_000;

/** Realtime error payloads carry `errorType` (when known) and `message`; connection errors add `errorCode`. */
interface RealtimeError {
  readonly errorType?: string;
  readonly message: string;
  readonly errorCode?: number;
}

const notAuthorized: RealtimeError = {
  errorType: 'UnauthorizedException',
  message: 'You are not authorized to make this call.',
};
const malformed = (message: string): RealtimeError => ({ errorType: 'MalformedMessage', message });
const unsupported: RealtimeError = {
  errorType: 'UnsupportedOperation',
  message: 'Operation not supported through the realtime channel',
};

export interface RealtimeEndpointOptions {
  authenticate: Authenticate;
  prepare: PrepareOperation;
  logger: (line: string) => void;
}

export interface WebSocketEndpoint {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

type Message = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseJsonRecord(text: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Node's base64 decoder also reads the base64url alphabet Amplify uses. */
function decodeHeaderBlob(blob: string | null | undefined): HeaderBag {
  return (blob && parseJsonRecord(Buffer.from(blob, 'base64').toString('utf8'))) || {};
}

function connectionHeaders(request: IncomingMessage): HeaderBag {
  const protocols = String(request.headers['sec-websocket-protocol'] ?? '').split(',');
  const fromProtocol = protocols.map((p) => p.trim()).find((p) => p.startsWith('header-'));
  // Clients put standard base64 in the query unescaped; URLSearchParams reads its `+` as a space.
  const fromQuery = new URL(request.url ?? '/', 'http://localhost').searchParams
    .get('header')
    ?.replaceAll(' ', '+');
  return decodeHeaderBlob(fromProtocol?.slice('header-'.length) ?? fromQuery);
}

function realtimeErrors(errors: readonly GraphQLError[]): RealtimeError[] {
  return errors.map((error) => {
    const { errorType, message } = formatError(error);
    return errorType ? { errorType, message } : { message };
  });
}

class RealtimeConnection {
  #initialised = false;
  #keepAlive: NodeJS.Timeout | undefined;
  #disposed = false;
  readonly #operations = new Map<string, AsyncGenerator<ExecutionResult>>();
  #inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly headers: HeaderBag,
    private readonly options: RealtimeEndpointOptions,
  ) {
    // One message at a time, so a `stop` never overtakes the `start` it cancels.
    socket.on('message', (raw) => {
      this.#inbox = this.#inbox.then(() => this.#handle(raw)).catch((error: unknown) => this.#fail(error));
    });
    socket.on('error', (error) => this.#fail(error));
    socket.on('close', () => this.dispose());
  }

  dispose(): void {
    this.#disposed = true;
    clearInterval(this.#keepAlive);
    for (const operation of this.#operations.values()) void operation.return(undefined);
    this.#operations.clear();
  }

  #fail(error: unknown): void {
    this.options.logger(
      `[appsync] realtime connection error: ${error instanceof Error ? error.message : error}`,
    );
  }

  #send(message: Message): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  #sendErrors(id: unknown, errors: readonly RealtimeError[]): void {
    this.#send({ type: 'error', ...(typeof id === 'string' ? { id } : {}), payload: { errors } });
  }

  async #handle(raw: RawData): Promise<void> {
    const message = parseJsonRecord(raw.toString());
    if (message?.type === 'connection_init') return this.#init();
    if (message?.type === 'start') return this.#start(message);
    if (message?.type === 'stop') return this.#stop(message.id);
    this.#sendErrors(message?.id, [unsupported]);
  }

  async #init(): Promise<void> {
    if (!(await this.options.authenticate(this.headers))) {
      this.#send({ type: 'connection_error', payload: { errors: [{ ...notAuthorized, errorCode: 401 }] } });
      this.socket.close();
      return;
    }
    this.#initialised = true;
    this.#send({ type: 'connection_ack', payload: { connectionTimeoutMs: CONNECTION_TIMEOUT_MS } });
    this.#send({ type: 'ka' });
    this.#keepAlive ??= setInterval(() => this.#send({ type: 'ka' }), KEEP_ALIVE_INTERVAL_MS);
  }

  async #start({ id, payload }: Message): Promise<void> {
    if (typeof id !== 'string' || !isRecord(payload) || typeof payload.data !== 'string') {
      return this.#sendErrors(id, [malformed('A start message needs an id and payload.data.')]);
    }
    if (!this.#initialised) return this.#sendErrors(id, [notAuthorized]);
    if (this.#operations.has(id)) {
      return this.#sendErrors(id, [
        { errorType: 'DuplicatedOperation', message: `Subscription ${id} is already started.` },
      ]);
    }
    const request = parseJsonRecord(payload.data);
    if (typeof request?.query !== 'string' || !(request.variables == null || isRecord(request.variables))) {
      return this.#sendErrors(id, [malformed('Unable to parse GraphQL query.')]);
    }
    const authHeaders =
      isRecord(payload.extensions) && isRecord(payload.extensions.authorization)
        ? payload.extensions.authorization
        : {};
    const caller = await this.options.authenticate(authHeaders);
    if (!caller) return this.#sendErrors(id, [notAuthorized]);

    const prepared = this.options.prepare(
      {
        query: request.query,
        variables: request.variables,
        operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
      },
      { caller, headers: stringHeaders(authHeaders) },
    );
    if (!prepared.ok) return this.#sendErrors(id, realtimeErrors(prepared.errors));
    if (prepared.operation !== OperationTypeNode.SUBSCRIPTION) return this.#sendErrors(id, [unsupported]);

    const result = await subscribe(prepared.args);
    if (!(Symbol.asyncIterator in result)) return this.#sendErrors(id, realtimeErrors(result.errors ?? []));
    if (this.#disposed) {
      await result.return(undefined);
      return;
    }
    this.#operations.set(id, result);
    this.#send({ type: 'start_ack', id });
    void this.#deliver(id, result);
  }

  async #deliver(id: string, stream: AsyncGenerator<ExecutionResult>): Promise<void> {
    try {
      for await (const result of stream) this.#send({ type: 'data', id, payload: toAppSyncResponse(result) });
    } catch (error) {
      this.#fail(error);
    }
  }

  async #stop(id: unknown): Promise<void> {
    if (typeof id !== 'string') return this.#sendErrors(id, [malformed('A stop message needs an id.')]);
    const operation = this.#operations.get(id);
    this.#operations.delete(id);
    await operation?.return(undefined);
    this.#send({ type: 'complete', id });
  }
}

export function createRealtimeEndpoint(options: RealtimeEndpointOptions): WebSocketEndpoint {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_REQUEST_BYTES,
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });
  const connections = new Set<{ socket: WebSocket; connection: RealtimeConnection }>();
  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const entry = { socket, connection: new RealtimeConnection(socket, connectionHeaders(request), options) };
    connections.add(entry);
    socket.on('close', () => connections.delete(entry));
  });
  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    async close() {
      for (const { socket, connection } of connections) {
        connection.dispose();
        socket.terminate();
      }
      connections.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
