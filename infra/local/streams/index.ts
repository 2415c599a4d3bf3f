/**
 * Runs every stream consumer of `lambdas/src/streams/stream-map.ts` against the twin's table, as
 * the CDK streams stack's event source mappings do in the cloud.
 */
import { streamConsumers } from '@wayfare/lambdas/src/streams/stream-map';
import { loadHandler } from '../handler-registry';
import { startStreamPoller, type StreamHandler, type StreamPoller } from './stream-poller';

export async function startStreamConsumers(options: {
  endpoint: string;
  tableName: string;
  log?: (line: string) => void;
}): Promise<StreamPoller> {
  const pollers = await Promise.all(
    Object.values(streamConsumers).map(async (entry) =>
      startStreamPoller({ ...options, handler: (await loadHandler(entry)) as StreamHandler }),
    ),
  );
  return { close: async () => void (await Promise.all(pollers.map((poller) => poller.close()))) };
}
