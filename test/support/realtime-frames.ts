/**
 * A realtime connection that keeps its subscriptions open and records every frame, as a client
 * of the twin's AppSync realtime endpoint sees them (the protocol aws-amplify speaks).
 */
import { WebSocket } from 'ws';
import type { TwinOutputs } from '@wayfare/infra/local/twin-config';

type Message = { type?: string; id?: string; payload?: { data?: Record<string, unknown> } };

export interface FrameRecorder {
  /** Starts a subscription under `id`; resolves on its `start_ack`, rejects on an error. */
  start(id: string, query: string, variables: Record<string, unknown>): Promise<void>;
  /** Every frame of the subscription so far, in the order it arrived. */
  frames(id: string): Record<string, unknown>[];
  /** Resolves once the subscription has a frame `matches` accepts. */
  waitFor(id: string, matches: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  close(): void;
}

export async function recordFrames(
  outputs: Pick<TwinOutputs, 'realtimeUrl' | 'graphqlUrl'>,
  headers: Record<string, string>,
): Promise<FrameRecorder> {
  const withHost = { host: new URL(outputs.graphqlUrl).host, ...headers };
  const blob = Buffer.from(JSON.stringify(withHost)).toString('base64url');
  const socket = new WebSocket(outputs.realtimeUrl, ['graphql-ws', `header-${blob}`]);
  const received = new Map<string, Record<string, unknown>[]>();
  const listeners = new Set<() => void>();
  const acks = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Message;
    const id = message.id ?? '';
    if (message.type === 'start_ack') acks.get(id)?.resolve();
    else if (message.type === 'error') acks.get(id)?.reject(new Error(raw.toString()));
    else if (message.type === 'data') {
      received.set(id, [...(received.get(id) ?? []), message.payload?.data ?? {}]);
      for (const listener of listeners) listener();
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as Message).type === 'connection_ack') resolve();
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  });
  return {
    start: (id, query, variables) =>
      new Promise<void>((resolve, reject) => {
        acks.set(id, { resolve, reject });
        const payload = {
          data: JSON.stringify({ query, variables }),
          extensions: { authorization: withHost },
        };
        socket.send(JSON.stringify({ id, type: 'start', payload }));
      }),
    frames: (id) => received.get(id) ?? [],
    waitFor: (id, matches) =>
      new Promise((resolve) => {
        const check = () => {
          const found = (received.get(id) ?? []).find(matches);
          if (!found) return;
          listeners.delete(check);
          resolve(found);
        };
        listeners.add(check);
        check();
      }),
    close: () => socket.terminate(),
  };
}
