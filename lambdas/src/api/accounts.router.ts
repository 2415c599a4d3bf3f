/** Accounts: own profile and uploads, and the back-office user tables (docs/accounts.md). */
import { randomInt, randomUUID } from 'node:crypto';
import { clock, identityAdmin, imageStore, settingsRepository, userRepository } from '../deps';
import type { AccountsDeps } from '../accounts/accounts-deps';
import { goOffline, me, updateProfile, type ProfileInput } from '../accounts/profile';
import { createUploadUrl, setLicenceImage, type UploadRequest } from '../accounts/uploads';
import {
  addUser,
  deleteUser,
  editUser,
  getUser,
  listUsers,
  setDriverApproval,
  type NewUserInput,
  type UserEditInput,
  type UsersQuery,
} from '../accounts/user-admin';
import { logger } from '../observability/logger';
import { appsyncRouter, type ResolverEvent } from './appsync-router';
import { callerOf } from './caller';

const deps = (): AccountsDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  identity: identityAdmin(),
  images: imageStore(),
  now: () => clock().getTime(),
  randomInt: (max) => randomInt(max),
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

/** AppSync has validated the arguments against the schema; this names their shape. */
const args = <T>(event: ResolverEvent) => event.arguments as T;

export const handler = appsyncRouter({
  'Query.me': (event) => me(deps(), callerOf(event)),
  'Query.users': (event) => listUsers(deps(), callerOf(event), args<UsersQuery>(event)),
  'Query.user': (event) => getUser(deps(), callerOf(event), args<{ uid: string }>(event).uid),
  'Mutation.updateProfile': (event) =>
    updateProfile(deps(), callerOf(event), args<{ input: ProfileInput }>(event).input),
  'Mutation.createUploadUrl': (event) => createUploadUrl(deps(), callerOf(event), args<UploadRequest>(event)),
  'Mutation.setLicenceImage': (event) =>
    setLicenceImage(deps(), callerOf(event), args<{ uid: string; key: string }>(event)),
  'Mutation.addUser': (event) => addUser(deps(), callerOf(event), args<{ input: NewUserInput }>(event).input),
  'Mutation.editUser': (event) =>
    editUser(deps(), callerOf(event), args<{ uid: string; input: UserEditInput }>(event)),
  'Mutation.deleteUser': (event) => deleteUser(deps(), callerOf(event), args<{ uid: string }>(event).uid),
  'Mutation.setDriverApproval': (event) =>
    setDriverApproval(deps(), callerOf(event), args<{ uid: string; approved: boolean }>(event)),
  'Mutation.goOffline': (event) => goOffline(deps(), callerOf(event)),
});
