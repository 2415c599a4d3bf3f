import { earlyRead } from '../../api/early-read';
import { listBookings, listTasks } from '../../api/trips';

/**
 * The offers screen's own reads: the offers and the driver's trip under way. On a cold start at
 * `/drive` they start beside the profile and settings reads (`startTasksReads`, from app.tsx), so
 * the screen does not read them one round trip after those.
 */
export const firstTasks = earlyRead(() => listTasks());
/** A page of the driver's trips under way: paid ones waiting for the rider's rating may be newer. */
export const firstCurrentTrip = earlyRead(() => listBookings({ active: true, limit: 5 }));

export function startTasksReads(): void {
  firstTasks.start();
  firstCurrentTrip.start();
}
