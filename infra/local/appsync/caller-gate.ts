/**
 * Fair sharing between callers (issue 19, item 12): each caller may have `concurrent` requests
 * running at once; its next ones wait in its own queue (at most `queued`), and past that are
 * refused. One caller's flood of costly reads (100 admin list pages at once) therefore holds a few
 * slots of the twin's one process and DynamoDB Local, and another caller's request starts at once.
 * The cloud's equivalent is in the api stack (docs/security.md, "Fair sharing").
 */

export interface CallerGateLimits {
  /** Requests of one caller running at once. */
  concurrent: number;
  /** Requests of one caller waiting for a slot; more are refused. */
  queued: number;
}

/**
 * The twin's limits. Two at once: every running request of a flood is another thread DynamoDB Local
 * shares its CPU with, so a lower number is what keeps other callers' small reads quick (at one,
 * the settings read's p95 fell from 6 s to 0.6 s on a loaded machine), and two still lets a page's
 * handful of requests overlap.
 */
export const CALLER_LIMITS: CallerGateLimits = { concurrent: 2, queued: 200 };

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export class CallerGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly limits: CallerGateLimits = CALLER_LIMITS) {}

  /**
   * Runs `work` when the caller has a free slot; resolves `refused` without running it when the
   * caller's queue is full.
   */
  async run<T>(caller: string, work: () => Promise<T>): Promise<T | typeof REFUSED> {
    const lane = this.lanes.get(caller) ?? { running: 0, waiting: [] };
    this.lanes.set(caller, lane);
    if (lane.running >= this.limits.concurrent) {
      if (lane.waiting.length >= this.limits.queued) return REFUSED;
      await new Promise<void>((turn) => lane.waiting.push(turn));
    }
    lane.running += 1;
    try {
      return await work();
    } finally {
      lane.running -= 1;
      const next = lane.waiting.shift();
      if (next) next();
      else if (lane.running === 0) this.lanes.delete(caller);
    }
  }

  /** What a caller has running and waiting now. */
  load(caller: string): { running: number; waiting: number } {
    const lane = this.lanes.get(caller);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }
}

export const REFUSED = Symbol('refused');
