import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCapacityMeter, unitsOf, type CapacityMeter } from './capacity-meter';

/** A stand-in for DynamoDB Local: answers each table call with 1.5 units per item it was sent. */
function fakeDynamoDb(seen: Record<string, unknown>[]): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    let text = '';
    for await (const chunk of incoming) text += String(chunk);
    const body = JSON.parse(text) as { TransactItems?: unknown[]; ReturnConsumedCapacity?: string };
    seen.push(body);
    const units = 1.5 * (body.TransactItems?.length ?? 1);
    const consumed = body.ReturnConsumedCapacity ? { TableName: 'wayfare', CapacityUnits: units } : undefined;
    outgoing.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    outgoing.end(
      JSON.stringify(body.TransactItems ? { ConsumedCapacity: [consumed] } : { ConsumedCapacity: consumed }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const call = (endpoint: string, operation: string, body: object) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {
      'x-amz-target': `${operation.includes('Stream') ? 'DynamoDBStreams' : 'DynamoDB'}_20120810.${operation}`,
    },
    body: JSON.stringify(body),
  });

describe('the DynamoDB capacity meter', () => {
  const seen: Record<string, unknown>[] = [];
  let upstream: Server;
  let meter: CapacityMeter;

  beforeAll(async () => {
    upstream = await fakeDynamoDb(seen);
    meter = await startCapacityMeter(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await meter.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('asks each table call for its capacity and adds reads and writes by operation, transactions double', async () => {
    await call(meter.endpoint, 'GetItem', { TableName: 'wayfare' });
    await call(meter.endpoint, 'Query', { TableName: 'wayfare' });
    const put = await call(meter.endpoint, 'PutItem', { TableName: 'wayfare' });
    await call(meter.endpoint, 'TransactWriteItems', { TransactItems: [{}, {}] });
    await call(meter.endpoint, 'GetRecords', { ShardIterator: 'x' });

    expect(put.status).toBe(200);
    expect(seen.slice(0, 4).every((body) => body.ReturnConsumedCapacity === 'INDEXES')).toBe(true);
    expect(seen[4]).not.toHaveProperty('ReturnConsumedCapacity');
    expect(meter.usage()).toEqual({
      readUnits: 3,
      writeUnits: 1.5 + 6,
      byOperation: {
        GetItem: { requests: 1, units: 1.5 },
        Query: { requests: 1, units: 1.5 },
        PutItem: { requests: 1, units: 1.5 },
        TransactWriteItems: { requests: 1, units: 6 },
      },
    });
  });

  it('reads units from one entry or a list, and none when absent', () => {
    expect(
      unitsOf('BatchWriteItem', { ConsumedCapacity: [{ CapacityUnits: 2 }, { CapacityUnits: 3 }] }),
    ).toBe(5);
    expect(unitsOf('GetItem', {})).toBe(0);
    expect(unitsOf('TransactGetItems', { ConsumedCapacity: [{ CapacityUnits: 1 }] })).toBe(2);
  });
});
