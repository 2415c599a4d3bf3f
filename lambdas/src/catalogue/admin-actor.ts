import { assertAllowedInDemo, type BackOfficeAction, type User } from '@wayfare/shared';
import { requireActor } from '../accounts/actor';
import { notPermitted } from '../accounts/user-access';
import type { Caller } from '../api/caller';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** The caller's stored profile when it is an admin's: a token's group alone grants nothing. */
export async function requireAdminActor(users: UserRepository, caller: Caller | null): Promise<User> {
  const actor = await requireActor(users, caller);
  if (actor.usertype !== 'admin') throw notPermitted();
  return actor;
}

/** An admin's action that the demo lock may refuse ('demo mode'). */
export async function requireAdminAllowedInDemo(
  deps: { users: UserRepository; settings: SettingsRepository },
  caller: Caller | null,
  action: BackOfficeAction,
): Promise<User> {
  const actor = await requireAdminActor(deps.users, caller);
  const settings = await deps.settings.get();
  if (settings) assertAllowedInDemo(action, settings);
  return actor;
}
