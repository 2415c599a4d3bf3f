import type { UserType } from '@wayfare/shared';

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

/** The domain's one refusal, beside the checks that throw it. */
export { notPermitted } from '@wayfare/shared';
