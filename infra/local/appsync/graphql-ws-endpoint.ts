/**
 * graphql-ws (`graphql-transport-ws`) on `/graphql`, for tools and tests: `connectionParams` carry
 * `Authorization` or `x-api-key`, re-checked for every operation as AppSync re-checks each `start`.
 */
import { GraphQLError, type FormattedExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { toAppSyncResponse, unauthorizedException } from './appsync-errors';
import { stringHeaders, type Authenticate } from './authenticate';
import type { PrepareOperation } from './prepare-operation';
import type { WebSocketEndpoint } from './realtime-endpoint';
import { MAX_REQUEST_BYTES } from './query-cost';

export interface GraphqlWsEndpointOptions {
  authenticate: Authenticate;
  prepare: PrepareOperation;
}

export function createGraphqlWsEndpoint({
  authenticate,
  prepare,
}: GraphqlWsEndpointOptions): WebSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES });
  const disposable = useServer(
    {
      onConnect: async (ctx) => (await authenticate(ctx.connectionParams ?? {})) !== null,
      onSubscribe: async (ctx, _id, payload) => {
        const params = ctx.connectionParams ?? {};
        const caller = await authenticate(params);
        if (!caller) return [new GraphQLError(unauthorizedException.message)];
        const prepared = prepare(payload, { caller, headers: stringHeaders(params) });
        return prepared.ok ? prepared.args : prepared.errors;
      },
      // AppSync's error objects (`errorType`, `path: null`) are not graphql-js's formatted-error
      // type; graphql-ws only serialises them.
      onNext: (_ctx, _id, _payload, _args, result) => toAppSyncResponse(result) as FormattedExecutionResult,
    },
    server,
  );
  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    async close() {
      // Terminate rather than close: a close handshake with an unresponsive peer waits 30 s.
      for (const client of server.clients) client.terminate();
      await disposable.dispose();
    },
  };
}
