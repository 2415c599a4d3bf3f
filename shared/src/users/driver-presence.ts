import type { User } from '../entities/user';

/**
 * A driver's presence, from its two stored flags: on a trip (queue) it is busy, whatever its
 * switch; otherwise online or offline as switched (driverActiveStatus). Busy and online both
 * report positions; only online is dispatchable (dispatch/dispatchable.ts).
 */
export type DriverPresence = 'offline' | 'online' | 'busy';

export function driverPresenceOf(driver: Pick<User, 'driverActiveStatus' | 'queue'>): DriverPresence {
  if (driver.queue === true) return 'busy';
  return driver.driverActiveStatus === true ? 'online' : 'offline';
}
