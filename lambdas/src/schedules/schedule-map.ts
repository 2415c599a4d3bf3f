/**
 * Handlers that run on a schedule: EventBridge rules in the cloud (CDK trips wiring), timers on
 * the twin. Same handler, same period.
 */
export const schedules = {
  /** Offers rides booked for later when due, and the next round of unanswered offers. */
  dispatchSweep: { entry: 'schedules/dispatch.schedule.ts', everyMinutes: 1 },
} as const satisfies Record<string, { entry: string; everyMinutes: number }>;

export type ScheduleName = keyof typeof schedules;
