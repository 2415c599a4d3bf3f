/**
 * How often the twin ran each Lambda handler and for how long, by entry (resolver areas, stream
 * consumers, schedules, Cognito triggers, the payment callback): the invocation and duration
 * counts of the cost benchmark (docs/cost.md). The twin's run time includes its slower DynamoDB
 * Local round trips, so it bounds Lambda's billed duration from above.
 */
export interface InvocationUsage {
  invocations: number;
  ms: number;
}

const usageByEntry = new Map<string, InvocationUsage>();

export function metered<Event extends unknown[], Result>(
  entry: string,
  handler: (...event: Event) => Promise<Result>,
): (...event: Event) => Promise<Result> {
  return async (...event) => {
    const started = performance.now();
    try {
      return await handler(...event);
    } finally {
      const usage = usageByEntry.get(entry) ?? { invocations: 0, ms: 0 };
      usageByEntry.set(entry, {
        invocations: usage.invocations + 1,
        ms: usage.ms + performance.now() - started,
      });
    }
  };
}

/** Usage since this process started, by handler entry. */
export const lambdaUsage = (): Record<string, InvocationUsage> => Object.fromEntries(usageByEntry);
