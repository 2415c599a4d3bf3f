/** The back-office user tables (product.md §2, §5, §6): list, view, add, edit, delete, approve. */
import {
  actorOf,
  personName,
  buildNewUser,
  canAddUser,
  changedFields,
  contactCheckError,
  maskUserForDemo,
  recordedFields,
  userExistsError,
  validationError,
  type AuditAction,
  type AuditDraft,
  type User,
  type UserType,
} from '@wayfare/shared';
import { notPermitted, type Caller } from '../access/caller';
import { assertUnlocked, demoSwitch } from '../access/demo-lock';
import { ratingSummaryOf, type UserRatingSummary } from './user-rating-summary';
import { auditEntry } from '../audit/audit-entry';
import type { Page } from '../ports/page';
import { IdentityExistsError } from '../ports/identity-admin';
import type { UserChanges } from '../ports/user-repository';
import type { AccountsDeps } from './accounts-deps';
import { requireProfile, requireTarget } from '../access/actor';
import { contactFailures, requiredFailures } from './contact-rules';
import { discardImage, withImageUrls } from './images';
import { carTypeNameOf } from './known-car-type';
import { createWithFreeReferralId } from './referral-ids';
import { canManageUser, listScopeFor } from './user-access';

export interface UsersQuery {
  usertype: UserType;
  search?: string | null;
  limit?: number | null;
  nextToken?: string | null;
}

/** Fields of the add form beyond the identity; the vehicle ones apply to drivers only. */
const DRIVER_FIELDS = ['carType', 'vehicleNumber', 'vehicleMake', 'vehicleModel', 'vehicleColor'] as const;
const PROFILE_FIELDS = ['other_info', 'bankName', 'bankCode', 'bankAccount'] as const;

export type NewUserInput = Pick<User, 'usertype' | 'firstName' | 'lastName'> &
  Partial<Pick<User, 'email' | 'mobile' | (typeof DRIVER_FIELDS)[number] | (typeof PROFILE_FIELDS)[number]>>;

export type UserEditInput = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'driverActiveStatus'
    | (typeof DRIVER_FIELDS)[number]
    | (typeof PROFILE_FIELDS)[number]
  >
>;

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> =>
  Object.fromEntries(keys.filter((key) => source[key] != null).map((key) => [key, source[key]])) as Partial<
    Pick<T, K>
  >;

/**
 * A driver's fields from the form, its car type by name (refused 'unknown_car_type' when unknown).
 * A driver must keep a car type ('car_type_required'): dispatch offers trips and assignment lists
 * drivers by car type, so one without is never offered anything. An edit that leaves it out keeps
 * the stored one; a driver stored without one gets it on the next edit.
 */
async function driverFieldsOf<K extends keyof UserEditInput>(
  deps: AccountsDeps,
  input: UserEditInput,
  { keys, stored }: { keys: readonly K[]; stored?: string | null },
): Promise<Partial<Pick<UserEditInput, K>>> {
  const fields: Partial<UserEditInput> = pick(input, keys);
  const carType = (fields.carType ?? stored ?? '').trim();
  if (!carType) throw validationError([{ field: 'carType', messageKey: 'car_type_required' }]);
  if (fields.carType !== undefined) fields.carType = await carTypeNameOf(deps.carTypes, carType);
  return fields;
}

/**
 * What the audit log records of a user: who it is and how it works. Contacts and bank details are
 * never recorded by value (the log is exported without the demo lock's masking), only that they
 * are there or changed.
 */
const RECORDED = {
  fields: [
    'usertype',
    'firstName',
    'lastName',
    'approved',
    'driverActiveStatus',
    'fleetadmin',
    'carType',
    'vehicleNumber',
    'vehicleMake',
    'vehicleModel',
    'vehicleColor',
    'other_info',
    'email',
    'mobile',
    'bankName',
    'bankCode',
    'bankAccount',
  ],
  hidden: ['email', 'mobile', 'bankName', 'bankCode', 'bankAccount'],
} as const;

/** The entry of an operator's change to a user, before and after as the log records them. */
const userAudit = (
  deps: AccountsDeps,
  operator: User,
  action: AuditAction,
  target: Pick<User, 'uid' | 'firstName' | 'lastName'>,
  values: Pick<AuditDraft, 'before' | 'after'>,
) =>
  auditEntry(deps, {
    action,
    actor: actorOf(operator),
    targetType: 'user',
    targetId: target.uid,
    targetName: personName(target),
    ...values,
  });

/** A user-table row: the profile, for a driver its fleet admin's name, and the user's rating. */
export type UserRow = User & { fleetadminName?: string } & UserRatingSummary;

/** The names of the rows' fleet admins, in one batch read for the whole page. */
async function fleetAdminNames(deps: AccountsDeps, users: User[]): Promise<Map<string, string>> {
  const uids = users.flatMap((user) => (user.fleetadmin ? [user.fleetadmin] : []));
  if (uids.length === 0) return new Map();
  const admins = await deps.users.getByIds(uids);
  return new Map(admins.map((admin) => [admin.uid, personName(admin)]));
}

/**
 * Rows of a user table: contacts masked under the demo lock (product.md §6), images as read URLs, the
 * fleet admin's name beside its uid.
 */
async function present(deps: AccountsDeps, users: User[]): Promise<UserRow[]> {
  const [settings, names] = await Promise.all([deps.settings.get(), fleetAdminNames(deps, users)]);
  const demo = demoSwitch(settings);
  return Promise.all(
    users.map(async (user) => {
      const row: UserRow = await withImageUrls(deps.images, maskUserForDemo(user, demo));
      const fleetadminName = user.fleetadmin && names.get(user.fleetadmin);
      return { ...row, ...ratingSummaryOf(user), ...(fleetadminName ? { fleetadminName } : {}) };
    }),
  );
}

async function requireManaged(deps: AccountsDeps, caller: Caller | null, uid: string) {
  const actor = await requireProfile(deps.users, caller);
  const target = await requireTarget(deps.users, actor, uid);
  if (!canManageUser(actor, target)) throw notPermitted();
  return { actor, target };
}

export async function listUsers(
  deps: AccountsDeps,
  caller: Caller | null,
  query: UsersQuery,
): Promise<Page<UserRow>> {
  const actor = await requireProfile(deps.users, caller);
  const scope = listScopeFor(actor, query.usertype);
  const page =
    scope.by === 'type'
      ? await deps.users.listByType(scope.usertype, query)
      : await deps.users.listByFleet(scope.fleetadmin, query);
  return { items: await present(deps, page.items), nextToken: page.nextToken };
}

export async function getUser(deps: AccountsDeps, caller: Caller | null, uid: string): Promise<UserRow> {
  const actor = await requireProfile(deps.users, caller);
  const target = await requireTarget(deps.users, actor, uid);
  if (actor.usertype !== 'admin' && !canManageUser(actor, target)) throw notPermitted();
  const [shown] = await present(deps, [target]);
  return shown;
}

/**
 * product.md §5 user add: both contacts (they are the new user's sign-in aliases), the existence check
 * ('user exists' / 'email or mobile issue'), then the Cognito user in its group, then the profile.
 * A failure after the Cognito user exists removes it again, so nothing is left half-made.
 */
export async function addUser(deps: AccountsDeps, caller: Caller | null, input: NewUserInput): Promise<User> {
  const actor = await requireProfile(deps.users, caller);
  if (!canAddUser(actor, input.usertype)) throw notPermitted();
  const email = input.email?.trim() ?? '';
  const mobile = input.mobile?.replace(/\s+/g, '') ?? '';
  const failures = [
    ...requiredFailures({ ...input, email, mobile }, ['firstName', 'lastName', 'email', 'mobile']),
    ...contactFailures({ email, mobile }),
  ];
  if (failures.length > 0) throw validationError(failures);
  const driverFields =
    input.usertype === 'driver' ? await driverFieldsOf(deps, input, { keys: DRIVER_FIELDS }) : {};

  let taken: boolean;
  try {
    const holders = await Promise.all([
      deps.users.findByContact('email', email),
      deps.users.findByContact('mobile', mobile),
    ]);
    taken = holders.some(Boolean);
  } catch (error) {
    throw contactCheckError(error);
  }
  if (taken) throw userExistsError();

  const username = deps.newId();
  const removeSignIn = () =>
    deps.identity
      .deleteUser(username)
      .catch((error: unknown) => deps.warn('Cognito user left behind', { username, error }));
  let uid: string;
  try {
    ({ uid } = await deps.identity.createUser({ username, email, mobile, group: input.usertype }));
  } catch (error) {
    if (error instanceof IdentityExistsError) throw userExistsError();
    await removeSignIn();
    throw error;
  }
  const user = buildNewUser(
    {
      uid,
      usertype: input.usertype,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      regType: 'admin',
      email,
      mobile,
      ...pick(input, PROFILE_FIELDS),
      ...driverFields,
    },
    { creator: actor, at: deps.now(), randomInt: deps.randomInt },
  );
  try {
    return await withImageUrls(
      deps.images,
      await createWithFreeReferralId(deps.users, user, {
        username,
        randomInt: deps.randomInt,
        audit: userAudit(deps, actor, 'USER_ADDED', user, {
          before: null,
          after: recordedFields(user, RECORDED),
        }),
      }),
    );
  } catch (error) {
    await removeSignIn();
    throw error;
  }
}

/** E-mail and mobile are editable only on add; type, approval and wallet are not in the input. */
export async function editUser(
  deps: AccountsDeps,
  caller: Caller | null,
  { uid, input }: { uid: string; input: UserEditInput },
): Promise<User> {
  const { actor, target } = await requireManaged(deps, caller, uid);
  const names = pick(input, ['firstName', 'lastName'] as const);
  const failures = requiredFailures({ firstName: 'x', lastName: 'x', ...input }, ['firstName', 'lastName']);
  if (failures.length > 0) throw validationError(failures);
  const driverFields =
    target.usertype === 'driver'
      ? await driverFieldsOf(deps, input, {
          keys: [...DRIVER_FIELDS, 'driverActiveStatus'] as const,
          stored: target.carType,
        })
      : {};
  const changes: UserChanges = {
    ...(names.firstName ? { firstName: names.firstName.trim() } : {}),
    ...(names.lastName ? { lastName: names.lastName.trim() } : {}),
    ...pick(input, PROFILE_FIELDS),
    ...driverFields,
  };
  const saved = await deps.users.update(
    uid,
    changes,
    userAudit(
      deps,
      actor,
      'USER_EDITED',
      { ...target, ...changes },
      changedFields(target, { ...target, ...changes }, RECORDED),
    ),
  );
  if (saved.usertype === 'driver') await deps.dispatch.update(saved, new Date(deps.now()));
  return withImageUrls(deps.images, saved);
}

/**
 * Refused under the demo lock. The sign-in is disabled first (reversible), then the profile and
 * its contact guards go in one transaction, then the Cognito user and the images; a retry after
 * any partial failure finishes the job.
 */
export async function deleteUser(deps: AccountsDeps, caller: Caller | null, uid: string): Promise<boolean> {
  const { actor, target } = await requireManaged(deps, caller, uid);
  await assertUnlocked(deps.settings, 'user.delete');
  if (
    target.usertype === 'fleetadmin' &&
    (await deps.users.listByFleet(uid, { limit: 1 })).items.length > 0
  ) {
    throw validationError([{ field: 'uid', messageKey: 'fleet_has_drivers' }]);
  }
  // Money the account holds is owed to its owner: pay it out (withdrawal) before deleting.
  if (target.walletBalance !== 0) throw validationError([{ field: 'uid', messageKey: 'wallet_not_empty' }]);
  const username = await deps.users.usernameOf(uid);
  if (username) await deps.identity.disableUser(username);
  if (target.usertype === 'driver') await deps.dispatch.remove(uid, new Date(deps.now()));
  await deps.users.remove(
    uid,
    userAudit(deps, actor, 'USER_DELETED', target, { before: recordedFields(target, RECORDED), after: null }),
  );
  if (username) await deps.identity.deleteUser(username);
  await Promise.all([target.profile_image, target.licenseImage].map((key) => discardImage(deps, key)));
  return true;
}

/** Admin any driver, fleet admin its own; unapproving ends the driver's sessions too. */
export async function setDriverApproval(
  deps: AccountsDeps,
  caller: Caller | null,
  { uid, approved }: { uid: string; approved: boolean },
): Promise<User> {
  const { actor, target } = await requireManaged(deps, caller, uid);
  if (target.usertype !== 'driver') throw notPermitted();
  const saved = await deps.users.update(
    uid,
    { approved },
    userAudit(deps, actor, 'DRIVER_APPROVAL', target, {
      before: { approved: target.approved },
      after: { approved },
    }),
  );
  // An unapproved driver leaves the dispatch index at once; its trip calls are refused by profile.
  await deps.dispatch.update(saved, new Date(deps.now()));
  if (!approved) {
    const username = await deps.users.usernameOf(uid);
    if (username) await deps.identity.signOut(username);
  }
  return withImageUrls(deps.images, saved);
}
