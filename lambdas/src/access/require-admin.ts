import type { User } from '@wayfare/shared';
import type { UserRepository } from '../ports/user-repository';
import { hasGroup, notPermitted, type Caller } from './caller';

/**
 * An admin by its stored profile as well as its token's group: the profile is the authority on
 * user type, so a deleted or demoted admin's token — valid until it expires — grants nothing.
 */
export async function requireAdmin(users: UserRepository, caller: Caller | null): Promise<User> {
  if (!caller || !hasGroup(caller, 'admin')) throw notPermitted();
  const profile = await users.getById(caller.uid);
  if (profile?.usertype !== 'admin') throw notPermitted();
  return profile;
}
