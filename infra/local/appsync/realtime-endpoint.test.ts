import { once } from 'node:events';
import type { WebSocket } from 'ws';
import {
  asAdmin,
  asApiKey,
  asRider,
  openRealtime,
  postGraphql,
  startMessage,
  startTestTwin,
  type AuthHeaders,
  type Inbox,
  type TestTwin,
} from './appsync-twin.test-kit';

let twin: TestTwin;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  twin = await startTestTwin();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(() => twin.close());

/** An acknowledged realtime connection, as Amplify has it before its first `start`. */
async function connect(headers: AuthHeaders): Promise<{ socket: WebSocket; inbox: Inbox }> {
  const connection = await openRealtime(twin, headers);
  sockets.push(connection.socket);
  connection.socket.send(JSON.stringify({ type: 'connection_init' }));
  expect(await connection.inbox.next()).toEqual({
    type: 'connection_ack',
    payload: { connectionTimeoutMs: 300000 },
  });
  expect(await connection.inbox.next()).toEqual({ type: 'ka' });
  return connection;
}

/**
 * What the server sent before answering a stop for an unknown id: a round trip after which no
 * message from earlier work can still be on its way.
 */
async function drain(socket: WebSocket, inbox: Inbox): Promise<unknown[]> {
  socket.send(JSON.stringify({ type: 'stop', id: 'drain' }));
  const before: unknown[] = [];
  for (let message = await inbox.next(); message.id !== 'drain'; message = await inbox.next())
    before.push(message);
  return before;
}

const moveDriver = (driverId: string, selection: string) =>
  postGraphql(twin, asRider, `mutation { moveDriver(driverId: "${driverId}", lat: 1.5) { ${selection} } }`);

describe('connection', () => {
  it('chooses the graphql-ws subprotocol and reads auth from the header- entry', async () => {
    const { socket } = await connect(asRider);
    expect(socket.protocol).toBe('graphql-ws');
  });

  it('reads auth from the ?header= query parameter too', async () => {
    const { socket, inbox } = await openRealtime(twin, asApiKey, 'query');
    sockets.push(socket);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await inbox.next()).toEqual(expect.objectContaining({ type: 'connection_ack' }));
  });

  it('answers connection_error and closes when the connection auth is invalid', async () => {
    const { socket, inbox } = await openRealtime(twin, { Authorization: 'forged' });
    sockets.push(socket);
    const closed = once(socket, 'close');
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await inbox.next()).toEqual({
      type: 'connection_error',
      payload: {
        errors: [
          {
            errorType: 'UnauthorizedException',
            message: 'You are not authorized to make this call.',
            errorCode: 401,
          },
        ],
      },
    });
    await closed;
  });

  it('answers unknown or unparseable messages with an error and stays usable', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send('not json');
    expect(await inbox.next()).toEqual({
      type: 'error',
      payload: { errors: [{ errorType: 'UnsupportedOperation', message: expect.any(String) }] },
    });
    socket.send(startMessage('s1', 'subscription { onDriverMoved { driverId } }', asRider));
    expect(await inbox.next()).toEqual({ type: 'start_ack', id: 's1' });
  });
});

describe('subscriptions', () => {
  it("delivers a mutation's result, filtered by the subscription's arguments, with the mutation's selection", async () => {
    const { socket, inbox } = await connect(asRider);
    const query =
      'subscription Moves($driverId: ID) { onDriverMoved(driverId: $driverId) { driverId lat note } }';
    socket.send(startMessage('only-d1', query, asRider, { driverId: 'd1' }));
    expect(await inbox.next()).toEqual({ type: 'start_ack', id: 'only-d1' });
    socket.send(startMessage('all', query, asRider));
    expect(await inbox.next()).toEqual({ type: 'start_ack', id: 'all' });

    await moveDriver('d2', 'driverId lat');
    await moveDriver('d1', 'driverId lat');

    // The mutation did not select `note`: AppSync subscribers get null for it.
    const moved = (driverId: string) => ({ onDriverMoved: { driverId, lat: 1.5, note: null } });
    const received = await drain(socket, inbox);
    expect(received).toHaveLength(3);
    expect(received).toEqual(
      expect.arrayContaining([
        { type: 'data', id: 'all', payload: { data: moved('d2') } },
        { type: 'data', id: 'all', payload: { data: moved('d1') } },
        { type: 'data', id: 'only-d1', payload: { data: moved('d1') } },
      ]),
    );
  });

  it('filters on the published payload, so an unselected filter field never matches', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send(startMessage('d3', 'subscription { onDriverMoved(driverId: "d3") { driverId } }', asRider));
    socket.send(startMessage('all', 'subscription { onDriverMoved { lat } }', asRider));
    expect([await inbox.next(), await inbox.next()]).toEqual([
      { type: 'start_ack', id: 'd3' },
      { type: 'start_ack', id: 'all' },
    ]);
    await moveDriver('d3', 'lat');
    expect(await drain(socket, inbox)).toEqual([
      { type: 'data', id: 'all', payload: { data: { onDriverMoved: { lat: 1.5 } } } },
    ]);
  });

  it('stops a subscription with complete and delivers nothing more to it', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send(startMessage('stopped', 'subscription { onDriverMoved { driverId } }', asRider));
    socket.send(startMessage('kept', 'subscription { onDriverMoved { lat } }', asRider));
    await inbox.next();
    await inbox.next();
    socket.send(JSON.stringify({ type: 'stop', id: 'stopped' }));
    expect(await inbox.next()).toEqual({ type: 'complete', id: 'stopped' });

    await moveDriver('d4', 'driverId lat');
    expect(await drain(socket, inbox)).toEqual([expect.objectContaining({ type: 'data', id: 'kept' })]);
  });

  it('applies auth directives to subscribing, group checks included', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send(startMessage('alert', 'subscription { onAdminAlert { total } }', asRider));
    expect(await inbox.next()).toEqual({
      type: 'error',
      id: 'alert',
      payload: {
        errors: [
          {
            errorType: 'Unauthorized',
            message: 'Not Authorized to access onAdminAlert on type Subscription',
          },
        ],
      },
    });
    socket.send(startMessage('as-key', 'subscription { onDriverMoved { driverId } }', asApiKey));
    expect(await inbox.next()).toEqual(
      expect.objectContaining({
        type: 'error',
        id: 'as-key',
        payload: { errors: [expect.objectContaining({ errorType: 'Unauthorized' })] },
      }),
    );
    socket.send(startMessage('admin', 'subscription { onAdminAlert { total } }', asAdmin));
    expect(await inbox.next()).toEqual({ type: 'start_ack', id: 'admin' });
  });

  it("runs the subscription field's resolver when subscribing, and refuses the subscription when it throws", async () => {
    const { socket, inbox } = await connect(asRider);
    const query = 'subscription Booking($id: ID!) { onBookingUpdated(id: $id) { id status } }';
    socket.send(startMessage('theirs', query, asRider, { id: 'other-booking' }));
    expect(await inbox.next()).toEqual({
      type: 'error',
      id: 'theirs',
      payload: { errors: [{ errorType: 'NotYourBooking', message: 'errors.not_your_booking' }] },
    });
    expect(twin.events.at(-1)).toEqual(
      expect.objectContaining({
        arguments: { id: 'other-booking' },
        identity: expect.objectContaining({ sub: 'sub-rider' }),
        info: expect.objectContaining({ parentTypeName: 'Subscription', fieldName: 'onBookingUpdated' }),
      }),
    );

    socket.send(startMessage('mine', query, asRider, { id: 'rider-booking' }));
    expect(await inbox.next()).toEqual({ type: 'start_ack', id: 'mine' });
    await postGraphql(
      twin,
      asRider,
      'mutation { updateBooking(id: "rider-booking", status: "ARRIVED") { id status } }',
    );
    expect(await inbox.next()).toEqual({
      type: 'data',
      id: 'mine',
      payload: { data: { onBookingUpdated: { id: 'rider-booking', status: 'ARRIVED' } } },
    });
  });

  it('refuses a start whose own authorization is invalid', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send(
      startMessage('bad', 'subscription { onDriverMoved { driverId } }', { Authorization: 'forged' }),
    );
    expect(await inbox.next()).toEqual({
      type: 'error',
      id: 'bad',
      payload: {
        errors: [
          { errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' },
        ],
      },
    });
  });

  it('reports validation errors and refuses queries on the realtime channel', async () => {
    const { socket, inbox } = await connect(asRider);
    socket.send(startMessage('invalid', 'subscription { onDriverMoved { nope } }', asRider));
    expect(await inbox.next()).toEqual({
      type: 'error',
      id: 'invalid',
      payload: { errors: [{ message: expect.stringContaining('nope') }] },
    });
    socket.send(startMessage('query', '{ me { uid } }', asRider));
    expect(await inbox.next()).toEqual(
      expect.objectContaining({
        id: 'query',
        payload: { errors: [expect.objectContaining({ errorType: 'UnsupportedOperation' })] },
      }),
    );
  });
});
