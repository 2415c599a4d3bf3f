/** Items read and latency of one operation, counted by a middleware on the benchmark's client. */
import { performance } from 'node:perf_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

let itemsRead = 0;
let requests = 0;

interface ReadOutput {
  ScannedCount?: number;
  Item?: unknown;
  Responses?: Record<string, unknown[]>;
}

/** Counts items DynamoDB evaluated: ScannedCount of a Query, the item of a GetItem, a batch's items. */
export function countReads(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = result.output as ReadOutput;
      requests += 1;
      if (typeof output.ScannedCount === 'number') itemsRead += output.ScannedCount;
      else if (output.Item) itemsRead += 1;
      else if (output.Responses) itemsRead += Object.values(output.Responses).flat().length;
      return result;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
}

export interface Measurement {
  itemsRead: number;
  requests: number;
  medianMs: number;
}

/**
 * Runs `operation` `runs` times after one untimed warm-up (skipped with `warmUp: false`, for an
 * operation that takes minutes on an already warm database); items and requests are those of one
 * run (they do not vary).
 */
export async function measure(
  operation: () => Promise<unknown>,
  runs = 21,
  { warmUp = true } = {},
): Promise<Measurement> {
  if (warmUp) await operation();
  const times: number[] = [];
  let last = { itemsRead: 0, requests: 0 };
  for (let i = 0; i < runs; i += 1) {
    const before = { itemsRead, requests };
    const start = performance.now();
    await operation();
    times.push(performance.now() - start);
    last = { itemsRead: itemsRead - before.itemsRead, requests: requests - before.requests };
  }
  times.sort((a, b) => a - b);
  return { ...last, medianMs: times[Math.floor(times.length / 2)] };
}
