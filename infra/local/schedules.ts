/**
 * Runs the scheduled handlers of `lambdas/src/schedules/schedule-map.ts` on timers, as the CDK's
 * EventBridge rules do in the cloud. A run never overlaps the previous one of the same handler.
 */
import { schedules } from '@wayfare/lambdas/src/schedules/schedule-map';
import { loadHandler } from './handler-registry';

export interface ScheduleRunner {
  close(): Promise<void>;
}

export async function startSchedules(options: {
  /** Overrides every schedule's period (tests run them faster); default: the schedule's own. */
  intervalMs?: number;
  log?: (line: string) => void;
}): Promise<ScheduleRunner> {
  const log = options.log ?? (() => {});
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const [name, { entry, everyMinutes }] of Object.entries(schedules)) {
    const handler = await loadHandler(entry);
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} })
        .catch((error: unknown) => log(`[schedule] ${name} failed: ${String(error)}`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    timers.push(setInterval(tick, options.intervalMs ?? everyMinutes * 60_000));
  }
  return {
    async close() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
