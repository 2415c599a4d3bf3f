/**
 * The caller checks, one family: each reads the caller's stored profile, the authority on user
 * type, approval and existence, so a deleted, demoted or unapproved user's still-valid token
 * grants nothing. Each throws `notPermitted` or the profile's own refusal.
 */
import { DomainError, type BackOfficeAction, type User, type UserType } from '@wayfare/shared';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';
import { hasGroup, notPermitted, type Caller } from './caller';
import { assertUnlocked } from './demo-lock';

/**
 * Any signed-in user's own profile, approved or not (a driver edits its profile and registers
 * before approval). A signed-in account without a profile is told to contact the admin
 * (product.md §4).
 */
export async function requireProfile(users: UserRepository, caller: Caller | null): Promise<User> {
  if (!caller) throw notPermitted();
  const profile = await users.getById(caller.uid);
  if (!profile) throw new DomainError({ code: 'FORBIDDEN', messageKey: 'user issue contact admin' });
  return profile;
}

/** A user of one of `roles` (any when omitted); a driver only once approved, told 'require approval' before. */
export async function requireActor(
  users: UserRepository,
  caller: Caller | null,
  roles?: readonly UserType[],
): Promise<User> {
  const actor = await requireProfile(users, caller);
  if (actor.usertype === 'driver' && !actor.approved) {
    throw new DomainError({ code: 'FORBIDDEN', messageKey: 'require approval' });
  }
  if (roles && !roles.includes(actor.usertype)) throw notPermitted();
  return actor;
}

/**
 * A user of one of `roles` by its profile and by its token's groups alike, an unapproved driver
 * refused as not permitted: for money, where a token naming another user type than the profile
 * (forged, or from before a change of type) is refused outright.
 */
export async function requireRole(
  users: UserRepository,
  caller: Caller | null,
  roles: readonly UserType[],
): Promise<User> {
  const actor = await requireProfile(users, caller);
  if (!roles.includes(actor.usertype) || !hasGroup(caller, actor.usertype)) throw notPermitted();
  if (actor.usertype === 'driver' && !actor.approved) throw notPermitted();
  return actor;
}

/**
 * An admin by its token's group and its stored profile; a missing profile is refused as not
 * permitted like any other non-admin, revealing nothing.
 */
export async function requireAdmin(users: UserRepository, caller: Caller | null): Promise<User> {
  if (!caller || !hasGroup(caller, 'admin')) throw notPermitted();
  const profile = await users.getById(caller.uid);
  if (profile?.usertype !== 'admin') throw notPermitted();
  return profile;
}

/** An admin doing what the demo lock may refuse ('demo mode'). */
export async function requireAdminAllowedInDemo(
  deps: { users: UserRepository; settings: SettingsRepository },
  caller: Caller | null,
  action: BackOfficeAction,
): Promise<User> {
  const actor = await requireAdmin(deps.users, caller);
  await assertUnlocked(deps.settings, action);
  return actor;
}

/** A user the actor names by uid. Unknown to an admin: not_found; to anyone else: not permitted, revealing nothing. */
export async function requireTarget(users: UserRepository, actor: User, uid: string): Promise<User> {
  const target = await users.getById(uid);
  if (target) return target;
  if (actor.usertype === 'admin') throw new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found' });
  throw notPermitted();
}
