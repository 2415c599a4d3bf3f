/**
 * A metering proxy in front of DynamoDB Local, for the cost benchmark (docs/cost.md): it asks every
 * table request for its consumed capacity (`ReturnConsumedCapacity: INDEXES`, which DynamoDB Local
 * computes from item sizes as DynamoDB does, indexes included) and adds up read and write request
 * units by operation. DynamoDB Local reports a transaction's items at the standard rate, where
 * DynamoDB bills transactions twice that, so transactions count double here. Stream reads by the
 * stream consumers pass through uncounted: a Lambda trigger's stream reads are not billed.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
const TRANSACTIONS = new Set(['TransactGetItems', 'TransactWriteItems']);

export interface OperationUsage {
  requests: number;
  /** Read or write request units, as on-demand billing counts them. */
  units: number;
}

export interface CapacityUsage {
  readUnits: number;
  writeUnits: number;
  byOperation: Record<string, OperationUsage>;
}

export interface CapacityMeter {
  endpoint: string;
  usage(): CapacityUsage;
  close(): Promise<void>;
}

interface ConsumedCapacity {
  CapacityUnits?: number;
}

/** The request units one answer consumed, from its `ConsumedCapacity` (one or a list, by table). */
export function unitsOf(
  operation: string,
  answer: { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] },
) {
  const consumed = answer.ConsumedCapacity;
  const listed = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  const units = listed.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
  return TRANSACTIONS.has(operation) ? units * 2 : units;
}

const readBody = async (stream: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startCapacityMeter(target: string): Promise<CapacityMeter> {
  const upstream = new URL(target);
  const byOperation = new Map<string, OperationUsage>();
  const record = (operation: string, units: number) => {
    const usage = byOperation.get(operation) ?? { requests: 0, units: 0 };
    byOperation.set(operation, { requests: usage.requests + 1, units: usage.units + units });
  };

  const forward = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const operation = /^DynamoDB_\d+\.(\w+)$/.exec(String(incoming.headers['x-amz-target'] ?? ''))?.[1];
    const metered = operation !== undefined && (READS.has(operation) || WRITES.has(operation));
    let body = await readBody(incoming);
    if (metered) {
      const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      body = Buffer.from(JSON.stringify({ ...parsed, ReturnConsumedCapacity: 'INDEXES' }));
    }
    const headers = { ...incoming.headers, 'content-length': String(body.length) };
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      async (answer) => {
        const answerBody = await readBody(answer);
        if (metered && answer.statusCode === 200)
          record(operation, unitsOf(operation, JSON.parse(answerBody.toString('utf8'))));
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.end(answerBody);
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    proxied.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    forward(incoming, outgoing).catch(() => outgoing.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    usage() {
      const operations = [...byOperation];
      const total = (kinds: Set<string>) =>
        operations.filter(([name]) => kinds.has(name)).reduce((sum, [, usage]) => sum + usage.units, 0);
      return {
        readUnits: total(READS),
        writeUnits: total(WRITES),
        byOperation: Object.fromEntries(operations),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
