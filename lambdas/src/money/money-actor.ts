/**
 * Who may touch money, decided by the caller's stored profile (the authority on user type and
 * approval), never by the token's groups alone.
 */
import type { Settings, User, UserType } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import { requireActor } from '../accounts/actor';
import type { MoneyDeps } from './money-deps';

/** The caller's profile when its user type is one of `types` (an unapproved driver is refused). */
export async function requireRole(
  deps: Pick<MoneyDeps, 'users'>,
  caller: Caller | null,
  types: readonly UserType[],
): Promise<User> {
  const actor = await requireActor(deps.users, caller);
  if (!types.includes(actor.usertype) || !caller?.groups.includes(actor.usertype)) throw notPermitted();
  if (actor.usertype === 'driver' && !actor.approved) throw notPermitted();
  return actor;
}

export async function requireSettings(deps: Pick<MoneyDeps, 'settings'>): Promise<Settings> {
  const settings = await deps.settings.get();
  if (!settings) throw new Error('Settings are missing');
  return settings;
}
