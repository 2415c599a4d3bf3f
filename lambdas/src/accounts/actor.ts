import { DomainError, type User } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import type { UserRepository } from '../ports/user-repository';

/**
 * The caller's own profile: what every accounts resolver decides by. The profile, not the token's
 * groups, is the authority on user type; a signed-in account without a profile is told to
 * contact the admin (product.md §4).
 */
export async function requireActor(users: UserRepository, caller: Caller | null): Promise<User> {
  if (!caller) throw notPermitted();
  const actor = await users.getById(caller.uid);
  if (!actor) throw new DomainError({ code: 'FORBIDDEN', messageKey: 'user issue contact admin' });
  return actor;
}

/** A user the actor names by uid. Unknown to an admin: not_found; to anyone else: not permitted, revealing nothing. */
export async function requireTarget(users: UserRepository, actor: User, uid: string): Promise<User> {
  const target = await users.getById(uid);
  if (target) return target;
  if (actor.usertype === 'admin') throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });
  throw notPermitted();
}
