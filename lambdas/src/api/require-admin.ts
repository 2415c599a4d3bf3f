/**
 * An admin by its stored profile as well as its token's group: the profile is the authority on
 * user type (as in the accounts area), so a deleted or demoted admin's token — valid until it
 * expires — grants nothing.
 */
import type { User } from '@wayfare/shared';
import { userRepository } from '../deps';
import { forbidden, type ResolverEvent } from './appsync-router';
import { callerOf, hasGroup } from './caller';

export async function requireAdmin(event: ResolverEvent): Promise<User> {
  const caller = callerOf(event);
  if (!caller || !hasGroup(caller, 'admin')) throw forbidden();
  const profile = await userRepository().getById(caller.uid);
  if (profile?.usertype !== 'admin') throw forbidden();
  return profile;
}
