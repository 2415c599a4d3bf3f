/**
 * Runs every stream consumer of `lambdas/src/streams/stream-map.ts` against the twin's table, as
 * the CDK streams stack's event source mappings do in the cloud: one reader of the stream for all.
 */
import { streamConsumers } from '@wayfare/lambdas/src/streams/stream-map';
import { loadHandler } from '../handler-registry';
import { startStreamPoller, type StreamHandler, type StreamPoller } from './stream-poller';

export async function startStreamConsumers(options: {
  endpoint: string;
  tableName: string;
  log?: (line: string) => void;
}): Promise<StreamPoller> {
  const handlers = await Promise.all(
    Object.entries(streamConsumers).map(
      async ([name, entry]) => [name, (await loadHandler(entry)) as StreamHandler] as const,
    ),
  );
  return startStreamPoller({ ...options, handlers: Object.fromEntries(handlers) });
}
