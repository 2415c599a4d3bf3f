/** The admin (IAM-signed in the cloud) operations the lambdas and the twin's seeding use. The twin accepts any credentials. */
import { CognitoError, invalidParameter, resourceNotFound } from './cognito-error';
import { parseUserFilter } from './list-users-filter';
import { paginate } from './paginate';
import { registerUser } from './register-user';
import {
  optionalAttributeMap,
  optionalAttributes,
  optionalInteger,
  optionalString,
  optionalStringMap,
  requireAttributes,
  requireString,
} from './request-params';
import { parseAttributes, toUserType, type StoredUser } from './user-attributes';
import {
  requireUser,
  requireUserPoolId,
  signOutEverywhere,
  type Operation,
  type UserPool,
} from './user-pool';

const PAGE_LIMIT = { min: 1, max: 60 };

function requireGroup(pool: UserPool, params: Record<string, unknown>): string {
  const group = requireString(params, 'GroupName');
  if (pool.groups && !pool.groups.has(group)) throw resourceNotFound('Group not found.');
  return group;
}

/** A changed contact is unverified again unless the same call says it is verified, as in Cognito. */
function withVerification(user: StoredUser, changes: Record<string, string>): Record<string, string> {
  const result = { ...changes };
  for (const [contact, flag] of [
    ['email', 'email_verified'],
    ['phone_number', 'phone_number_verified'],
  ] as const) {
    if (
      changes[contact] !== undefined &&
      changes[contact] !== user.attributes[contact] &&
      changes[flag] === undefined
    )
      result[flag] = 'false';
  }
  return result;
}

const AdminCreateUser: Operation = async (pool, params) => {
  requireUserPoolId(pool, params);
  const action = optionalString(params, 'MessageAction');
  // Passwordless: there is no temporary password to deliver, so an invitation has nothing to carry.
  if (action !== undefined && action !== 'SUPPRESS') {
    throw new CognitoError(
      'UnsupportedOperationException',
      `MessageAction ${action} is not supported by the local twin; use SUPPRESS.`,
    );
  }
  const user = await registerUser(pool, {
    username: requireString(params, 'Username'),
    attributes: optionalAttributes(params, 'UserAttributes') ?? [],
    triggerSource: 'PreSignUp_AdminCreateUser',
    clientId: 'CLIENT_ID_NOT_APPLICABLE',
    clientMetadata: optionalStringMap(params, 'ClientMetadata'),
    validationData: optionalAttributeMap(params, 'ValidationData'),
  });
  return { User: toUserType(user) };
};

const AdminGetUser: Operation = async (pool, params) => {
  const { Attributes, ...user } = toUserType(requireUser(pool, params));
  return { ...user, UserAttributes: Attributes };
};

const AdminUpdateUserAttributes: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  const changes = withVerification(user, parseAttributes(requireAttributes(params, 'UserAttributes')));
  pool.users.update(user, (target) => Object.assign(target.attributes, changes), changes);
  return {};
};

const AdminDeleteUser: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  signOutEverywhere(pool, user);
  pool.users.remove(user);
  return {};
};

/** Disabling also revokes the user's tokens, as Cognito does. */
const AdminDisableUser: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  pool.users.update(user, (target) => (target.enabled = false));
  signOutEverywhere(pool, user);
  return {};
};

const AdminEnableUser: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  pool.users.update(user, (target) => (target.enabled = true));
  return {};
};

const AdminAddUserToGroup: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  const group = requireGroup(pool, params);
  if (!user.groups.includes(group)) pool.users.update(user, (target) => target.groups.push(group));
  return {};
};

const AdminRemoveUserFromGroup: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  const group = requireGroup(pool, params);
  pool.users.update(user, (target) => (target.groups = target.groups.filter((name) => name !== group)));
  return {};
};

const AdminListGroupsForUser: Operation = async (pool, params) => {
  const user = requireUser(pool, params);
  const { page, nextToken } = paginate(user.groups, (group) => group, {
    limit: optionalInteger(params, 'Limit', PAGE_LIMIT) ?? PAGE_LIMIT.max,
    token: optionalString(params, 'NextToken'),
  });
  return {
    Groups: page.map((GroupName) => ({ GroupName, UserPoolId: pool.userPoolId })),
    NextToken: nextToken,
  };
};

const AdminUserGlobalSignOut: Operation = async (pool, params) => {
  signOutEverywhere(pool, requireUser(pool, params));
  return {};
};

const ListUsers: Operation = async (pool, params) => {
  requireUserPoolId(pool, params);
  const matches = parseUserFilter(optionalString(params, 'Filter'));
  const attributesToGet = params.AttributesToGet;
  if (
    attributesToGet !== undefined &&
    !(Array.isArray(attributesToGet) && attributesToGet.every((name) => typeof name === 'string'))
  ) {
    throw invalidParameter("Member 'attributesToGet' must be a list of strings");
  }
  const { page, nextToken } = paginate(pool.users.list().filter(matches), (user) => user.username, {
    limit: optionalInteger(params, 'Limit', PAGE_LIMIT) ?? PAGE_LIMIT.max,
    token: optionalString(params, 'PaginationToken'),
  });
  return { Users: page.map((user) => toUserType(user, attributesToGet)), PaginationToken: nextToken };
};

export const adminOperations: Record<string, Operation> = {
  AdminCreateUser,
  AdminGetUser,
  AdminUpdateUserAttributes,
  AdminDeleteUser,
  AdminDisableUser,
  AdminEnableUser,
  AdminAddUserToGroup,
  AdminRemoveUserFromGroup,
  AdminListGroupsForUser,
  AdminUserGlobalSignOut,
  ListUsers,
};
