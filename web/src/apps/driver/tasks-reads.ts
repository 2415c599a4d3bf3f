import { earlyRead } from '../../api/early-read';
import { listBookings, listTasks } from '../../api/trips';

/**
 * The offers screen's own reads: the offers and the driver's trip under way. On a cold start at
 * `/drive` they start beside the profile and settings reads (`startTasksReads`, from app.tsx), so
 * the screen does not read them one round trip after those.
 */
export const firstTasks = earlyRead(() => listTasks());
export const firstCurrentTrip = earlyRead(() => listBookings({ active: true, limit: 1 }));

export function startTasksReads(): void {
  firstTasks.start();
  firstCurrentTrip.start();
}
