import { DomainError, type UserType } from '@wayfare/shared';

/**
 * Who is calling, as services see it: the token's subject and groups. The transport (AppSync's
 * event) is read in api/caller.ts; services decide by the stored profile, not the groups alone.
 */
export interface Caller {
  uid: string;
  groups: UserType[];
}

export const hasGroup = (caller: Caller | null, group: UserType): boolean =>
  Boolean(caller?.groups.includes(group));

/** The one refusal for a caller who may not do this; it reveals nothing about the target. */
export const notPermitted = () => new DomainError({ code: 'FORBIDDEN', messageKey: 'not_permitted' });
