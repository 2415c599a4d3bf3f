/**
 * Who may see and change which account (product.md §6): admins any other account, fleet admins only
 * the drivers they own. Nobody administers their own account through the user tables: their
 * profile is theirs to edit, and their type, approval and wallet are not.
 */
import type { User, UserType } from '@wayfare/shared';
import { notPermitted } from '../access/caller';

export function canManageUser(
  actor: Pick<User, 'uid' | 'usertype'>,
  target: Pick<User, 'uid' | 'usertype' | 'fleetadmin'>,
): boolean {
  if (actor.uid === target.uid) return false;
  if (actor.usertype === 'admin') return true;
  return actor.usertype === 'fleetadmin' && target.usertype === 'driver' && target.fleetadmin === actor.uid;
}

/** A driver's licence image: the driver itself, or whoever manages the driver. */
export const canSetLicence = (
  actor: Pick<User, 'uid' | 'usertype'>,
  driver: Pick<User, 'uid' | 'usertype' | 'fleetadmin'>,
): boolean => driver.usertype === 'driver' && (actor.uid === driver.uid || canManageUser(actor, driver));

export type ListScope = { by: 'type'; usertype: UserType } | { by: 'fleet'; fleetadmin: string };

/** Which user table a caller may read: admins any type (admins only when asked for), fleet admins their drivers. */
export function listScopeFor(actor: Pick<User, 'uid' | 'usertype'>, usertype: UserType): ListScope {
  if (actor.usertype === 'admin') return { by: 'type', usertype };
  if (actor.usertype === 'fleetadmin' && usertype === 'driver') return { by: 'fleet', fleetadmin: actor.uid };
  throw notPermitted();
}
