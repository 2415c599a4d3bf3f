/**
 * No Scan on any request path (DESIGN.md §2): every AWS SDK client in the test process gets a
 * middleware that refuses ScanCommand, and a test during which any code attempted a Scan fails,
 * even if that code caught the error. Installed by the integration and e2e projects
 * (jest.config.cjs), so the twin's handlers and the repositories are covered.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { InitializeMiddleware, MiddlewareStack } from '@smithy/types';

export const SCAN_FORBIDDEN =
  'Scan is forbidden on request paths (docs/data-model.md): use a Query or a GetItem';
const MIDDLEWARE_NAME = 'wayfareScanGuard';

const attempts: string[] = [];

/** The Scans attempted since the last call (for the guard's own test). */
export const takeScanAttempts = (): string[] => attempts.splice(0);

const refuseScan: InitializeMiddleware<object, object> = (next, context) => async (args) => {
  if (context.commandName === 'ScanCommand') {
    attempts.push(`${context.clientName ?? 'client'}.${context.commandName}`);
    throw new Error(SCAN_FORBIDDEN);
  }
  return next(args);
};

// Every SDK client shares one base class whose `send` resolves the command against the client's
// middleware stack; the document client shares its stack with the DynamoDB client it wraps.
type Sender = { middlewareStack: MiddlewareStack<object, object>; send: (...args: unknown[]) => unknown };
const base = Object.getPrototypeOf(DynamoDBClient.prototype) as Sender;
const send = base.send;
const guarded = new WeakSet<object>();
const permitted = new WeakSet<object>();

/**
 * A client the guard lets Scan: for a test's own look at the whole table (the malformed-input
 * suite compares every item before and after a refused call). Pass a client made for that alone,
 * before its first call; the code under test builds its own clients and stays guarded.
 */
export function permitScans<T extends { middlewareStack: object }>(client: T): T {
  permitted.add(client.middlewareStack);
  return client;
}

base.send = function guardedSend(this: Sender, ...args: unknown[]) {
  if (!guarded.has(this.middlewareStack) && !permitted.has(this.middlewareStack)) {
    guarded.add(this.middlewareStack);
    this.middlewareStack.add(refuseScan, { step: 'initialize', name: MIDDLEWARE_NAME, priority: 'high' });
  }
  return send.apply(this, args);
};

afterEach(() => {
  const attempted = takeScanAttempts();
  if (attempted.length > 0) throw new Error(`${SCAN_FORBIDDEN}. Attempted: ${attempted.join(', ')}`);
});
