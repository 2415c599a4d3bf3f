/**
 * The twin's servers take their ports as they start listening (infra/local/twin.ts). A port probed
 * free and bound a moment later can be taken in between, by another twin or by one of a busy
 * machine's outgoing connections (the suite once failed a file with EADDRINUSE). Here every port
 * the probe offers is already taken, and the twin still starts and answers on each of its servers.
 */
import { createServer, type Server } from 'node:net';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../support/cognito-sign-in';
import { startTestTwin } from '../support/twin';

let mockTakenPort = 0;
jest.mock('@wayfare/infra/local/support/free-port', () => ({ freePort: async () => mockTakenPort }));

describe("the twin's ports", () => {
  let taken: Server;
  let twin: Twin;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    mockTakenPort = (taken.address() as { port: number }).port;
    twin = await startTestTwin();
  }, 180_000);
  afterAll(async () => {
    await twin?.close();
    taken?.close();
  });

  it('are each taken by the server itself, none the one a probe said was free', () => {
    const { graphqlUrl, userPoolEndpoint, outboxUrl, paymentsUrl } = twin.outputs;
    const ports = [graphqlUrl, userPoolEndpoint, outboxUrl, paymentsUrl].map((url) => new URL(url).port);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(String(mockTakenPort));
  });

  it('serve sign-in, the API and the outbox', async () => {
    const rider = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.rider);
    const me = await graphql(twin.outputs, rider, 'query { me { usertype } }');
    expect(me).toMatchObject({ status: 200, data: { me: { usertype: 'rider' } } });
    expect((await fetch(twin.outputs.outboxUrl)).status).toBe(200);
  });
});
