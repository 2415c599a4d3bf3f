import { DomainError, type User, type UserType } from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import type { UserRepository } from '../ports/user-repository';

/**
 * The caller's stored profile, the authority on role and approval: a deleted account, a demoted
 * user or an unapproved driver is refused even while its token is still valid.
 */
export async function requireTripActor(
  users: UserRepository,
  caller: Caller | null,
  roles?: readonly UserType[],
): Promise<User> {
  if (!caller) throw notPermitted();
  const actor = await users.getById(caller.uid);
  if (!actor) throw new DomainError({ code: 'FORBIDDEN', messageKey: 'user issue contact admin' });
  if (actor.usertype === 'driver' && !actor.approved) {
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'require approval' });
  }
  if (roles && !roles.includes(actor.usertype)) throw notPermitted();
  return actor;
}
