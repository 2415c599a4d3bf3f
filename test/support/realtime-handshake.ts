/**
 * One subscribe handshake on the twin's AppSync realtime endpoint, as aws-amplify does it:
 * connect with the auth headers, `connection_init`, then `start`. The answer says whether the
 * subscription was acknowledged (`start_ack`) or refused, and how.
 */
import { WebSocket } from 'ws';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';

export type Handshake = { acknowledged: true } | { acknowledged: false; errorType: string; message: string };

type Message = {
  type?: string;
  id?: string;
  payload?: { errors?: { errorType?: string; message?: string }[] };
};

export async function subscribeHandshake(
  outputs: Pick<TwinOutputs, 'realtimeUrl' | 'graphqlUrl'>,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<Handshake> {
  const withHost = { host: new URL(outputs.graphqlUrl).host, ...headers };
  const blob = Buffer.from(JSON.stringify(withHost)).toString('base64url');
  const socket = new WebSocket(outputs.realtimeUrl, ['graphql-ws', `header-${blob}`]);
  try {
    return await new Promise<Handshake>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No answer to the subscribe handshake: ${query}`)),
        timeoutMs,
      );
      const settle = (answer: Handshake) => (clearTimeout(timer), resolve(answer));
      const refused = (message: Message): Handshake => {
        const error = message.payload?.errors?.[0];
        return {
          acknowledged: false,
          errorType: error?.errorType ?? 'Unknown',
          message: error?.message ?? '',
        };
      };
      socket.on('error', (error) => (clearTimeout(timer), reject(error)));
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as Message;
        if (message.type === 'connection_error' || message.type === 'error') settle(refused(message));
        else if (message.type === 'start_ack') settle({ acknowledged: true });
        else if (message.type === 'connection_ack') {
          const payload = {
            data: JSON.stringify({ query, variables }),
            extensions: { authorization: withHost },
          };
          socket.send(JSON.stringify({ id: 'handshake', type: 'start', payload }));
        }
      });
    });
  } finally {
    socket.terminate();
  }
}
