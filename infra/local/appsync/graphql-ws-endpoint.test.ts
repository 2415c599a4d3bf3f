import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { asAdmin, asRider, startTestTwin, type AuthHeaders, type TestTwin } from './appsync-twin.test-kit';

let twin: TestTwin;
const clients: Client[] = [];
beforeAll(async () => {
  twin = await startTestTwin();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(() => twin.close());

function clientFor(connectionParams: AuthHeaders): Client {
  const client = createClient({
    url: twin.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

it('runs queries with the connection params as auth', async () => {
  const result = await clientFor(asRider).iterate({ query: '{ me { uid } settings { adminNote } }' }).next();
  expect(result.value).toEqual({
    data: { me: { uid: 'sub-rider' }, settings: { adminNote: null } },
    errors: [expect.objectContaining({ errorType: 'Unauthorized', path: ['settings', 'adminNote'] })],
  });
});

it('streams the subscription events that mutations publish', async () => {
  const client = clientFor(asAdmin);
  const events = client.iterate({ query: 'subscription { onSettingsUpdated { appName } }' });
  // Messages on one socket are handled in order, so the subscription is registered before the mutation runs.
  const firstEvent = events.next();
  const mutation = client.iterate({
    query: 'mutation { updateSettings(appName: "Wayfare Go") { appName } }',
  });
  expect((await mutation.next()).value).toEqual({ data: { updateSettings: { appName: 'Wayfare Go' } } });
  expect((await firstEvent).value).toEqual({ data: { onSettingsUpdated: { appName: 'Wayfare Go' } } });
  await events.return?.();
});

it('refuses a connection without valid credentials', async () => {
  const result = clientFor({ 'x-api-key': 'da2-wrong' })
    .iterate({ query: '{ settings { appName } }' })
    .next();
  await expect(result).rejects.toEqual(expect.objectContaining({ code: 4403 }));
});
