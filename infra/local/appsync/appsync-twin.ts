/** The twin's AppSync-compatible endpoint: the deployed schema, the real resolvers, AppSync's protocols. */
import { createServer } from 'node:http';
import { closeServer, listen } from '../support/http';
import { buildAppSyncSchema } from './appsync-schema';
import { createAuthenticator } from './authenticate';
import type { IamCredentials } from './iam-signature';
import { createFieldResolvers, type ResolverLookup } from './field-resolvers';
import { createGraphqlWsEndpoint } from './graphql-ws-endpoint';
import { CallerGate, type CallerGateLimits } from './caller-gate';
import { createHttpEndpoint } from './http-endpoint';
import { createOperationPreparer } from './prepare-operation';
import { createRealtimeEndpoint, type WebSocketEndpoint } from './realtime-endpoint';
import { SubscriptionBus } from './subscription-bus';

export interface AppSyncTwinOptions {
  /** 0 or absent = a free port. */
  port?: number;
  /** Defaults to loopback: the twin has no TLS and trusts its API key. */
  host?: string;
  /** The schema CDK deploys (`infra/graphql/schema.graphql`), without AppSync's implicit declarations. */
  schemaSdl: string;
  /** The direct Lambda resolver of `Type.field`, if one is attached. */
  resolverFor: ResolverLookup;
  /** Verifies a Cognito access token: its claims, or null when invalid or expired. */
  verifyToken(jwt: string): Promise<Record<string, unknown> | null>;
  apiKey: string;
  /** The key pair IAM-signed calls (the backend's publish mutations) must be signed with. */
  iam: IamCredentials;
  /** Each caller's running and queued requests; default CALLER_LIMITS. */
  callerLimits?: CallerGateLimits;
  logger?: (line: string) => void;
}

export interface AppSyncTwin {
  /** `http://host:port/graphql`, Amplify's `endpoint`. */
  url: string;
  /** `ws://host:port/graphql/realtime`; Amplify derives it from `url` (as `wss://`). */
  realtimeUrl: string;
  close(): Promise<void>;
}

export async function startAppSyncTwin(options: AppSyncTwinOptions): Promise<AppSyncTwin> {
  const { port = 0, host = '127.0.0.1', logger = () => {} } = options;
  const schema = buildAppSyncSchema(options.schemaSdl);
  const bus = new SubscriptionBus();
  const resolvers = createFieldResolvers({ schema, resolverFor: options.resolverFor, bus, logger });
  const prepare = createOperationPreparer(schema, resolvers);
  const authenticate = createAuthenticator({
    verifyToken: options.verifyToken,
    apiKey: options.apiKey,
    iam: options.iam,
  });

  const gate = new CallerGate(options.callerLimits);
  const server = createServer(createHttpEndpoint({ authenticate, prepare, logger, gate }));
  const webSockets: Record<string, WebSocketEndpoint> = {
    '/graphql/realtime': createRealtimeEndpoint({ authenticate, prepare, logger }),
    '/graphql': createGraphqlWsEndpoint({ authenticate, prepare }),
  };
  server.on('upgrade', (request, socket, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const endpoint = Object.hasOwn(webSockets, pathname) ? webSockets[pathname] : undefined;
    if (endpoint) endpoint.handleUpgrade(request, socket, head);
    else socket.destroy();
  });

  const origin = await listen(server, port, host);
  return {
    url: `${origin}/graphql`,
    realtimeUrl: `${origin.replace(/^http/, 'ws')}/graphql/realtime`,
    async close() {
      bus.close();
      await Promise.all(Object.values(webSockets).map((endpoint) => endpoint.close()));
      await closeServer(server);
    },
  };
}
