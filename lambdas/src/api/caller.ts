/**
 * Who is calling, from the AppSync event. AppSync has already checked the token and the schema's
 * auth directives; resolvers still decide what this caller may see or change.
 */
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { isUserType } from '@wayfare/shared';
import type { Caller } from '../access/caller';

/** The signed-in caller, or null for an API-key (anonymous) call. */
export function callerOf(event: Pick<AppSyncResolverEvent<unknown>, 'identity'>): Caller | null {
  const identity = event.identity as AppSyncIdentityCognito | null | undefined;
  if (!identity || !('sub' in identity) || !identity.sub) return null;
  return { uid: identity.sub, groups: (identity.groups ?? []).filter(isUserType) };
}
