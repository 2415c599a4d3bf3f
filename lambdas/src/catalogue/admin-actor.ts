import type { BackOfficeAction, User } from '@wayfare/shared';
import type { Caller } from '../access/caller';
import { assertUnlocked } from '../access/demo-lock';
import { requireAdmin } from '../access/require-admin';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

/** An admin (by stored profile) doing what the demo lock may refuse ('demo mode'). */
export async function requireAdminAllowedInDemo(
  deps: { users: UserRepository; settings: SettingsRepository },
  caller: Caller | null,
  action: BackOfficeAction,
): Promise<User> {
  const actor = await requireAdmin(deps.users, caller);
  await assertUnlocked(deps.settings, action);
  return actor;
}
