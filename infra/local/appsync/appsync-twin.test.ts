import { once } from 'node:events';
import { WebSocket } from 'ws';
import {
  asApiKey,
  asRider,
  openRealtime,
  postGraphql,
  startMessage,
  startTestTwin,
} from './appsync-twin.test-kit';

it('serves http and ws URLs on a free port', async () => {
  const twin = await startTestTwin();
  try {
    expect(twin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    expect(twin.realtimeUrl).toBe(`${twin.url.replace(/^http/, 'ws')}/realtime`);
  } finally {
    await twin.close();
  }
});

afterEach(() => jest.restoreAllMocks());

it('close() ends every socket, repeating timer and the listener', async () => {
  const setIntervalSpy = jest.spyOn(global, 'setInterval');
  const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
  const twin = await startTestTwin();

  await postGraphql(twin, asApiKey, '{ settings { appName } }');
  const realtime = await openRealtime(twin, asRider);
  realtime.socket.send(JSON.stringify({ type: 'connection_init' }));
  realtime.socket.send(startMessage('s', 'subscription { onDriverMoved { driverId } }', asRider));
  expect([await realtime.inbox.next(), await realtime.inbox.next(), await realtime.inbox.next()]).toEqual([
    expect.objectContaining({ type: 'connection_ack' }),
    { type: 'ka' },
    { type: 'start_ack', id: 's' },
  ]);
  const graphqlWs = new WebSocket(twin.url.replace(/^http/, 'ws'), 'graphql-transport-ws');
  await once(graphqlWs, 'open');
  graphqlWs.send(JSON.stringify({ type: 'connection_init', payload: asApiKey }));
  await once(graphqlWs, 'message');
  // The realtime `ka` timer and graphql-ws' ping timer.
  expect(setIntervalSpy.mock.results.length).toBeGreaterThanOrEqual(2);

  const closed = [once(realtime.socket, 'close'), once(graphqlWs, 'close')];
  await twin.close();
  await Promise.all(closed);
  const cleared = new Set(clearIntervalSpy.mock.calls.map(([timer]) => timer));
  expect(setIntervalSpy.mock.results.filter(({ value }) => !cleared.has(value))).toEqual([]);
  await expect(fetch(twin.url, { method: 'POST', headers: asApiKey, body: '{}' })).rejects.toThrow();
});
