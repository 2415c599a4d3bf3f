/** Everything an operation needs, and the checks most operations share. */
import type { ChallengeSessions } from './challenge-sessions';
import { CognitoError, notAuthorized, resourceNotFound, userNotFound } from './cognito-error';
import type { CustomAuthFlow } from './custom-auth-flow';
import type { RefreshSessions } from './refresh-sessions';
import { requireString, type JsonObject } from './request-params';
import type { AuthenticationResult, TokenService } from './token-service';
import type { CognitoTwinTriggers } from './triggers';
import type { StoredUser } from './user-attributes';
import type { UserDirectory } from './user-directory';

export interface UserPool {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Groups that exist; undefined accepts any group name. */
  groups?: ReadonlySet<string>;
  clock: () => number;
  triggers: CognitoTwinTriggers;
  users: UserDirectory;
  refreshSessions: RefreshSessions;
  challenges: ChallengeSessions;
  tokens: TokenService;
  authFlow: CustomAuthFlow;
}

/** One Cognito API action: request members in, response members out. */
export type Operation = (pool: UserPool, params: JsonObject) => Promise<object>;

export function requireClientId(pool: UserPool, params: JsonObject): void {
  const clientId = requireString(params, 'ClientId');
  if (clientId !== pool.clientId) throw resourceNotFound(`User pool client ${clientId} does not exist.`);
}

export function requireUserPoolId(pool: UserPool, params: JsonObject): void {
  const userPoolId = requireString(params, 'UserPoolId');
  if (userPoolId !== pool.userPoolId) throw resourceNotFound(`User pool ${userPoolId} does not exist.`);
}

/** The user named by `Username` (username or alias) in an admin call. */
export function requireUser(pool: UserPool, params: JsonObject): StoredUser {
  requireUserPoolId(pool, params);
  return pool.users.get(requireString(params, 'Username'));
}

export function assertMaySignIn(user: StoredUser): void {
  if (!user.enabled) throw notAuthorized('User is disabled.');
  if (user.status === 'UNCONFIRMED')
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
}

const ACCESS_TOKEN_PROBLEMS = {
  invalid: 'Invalid Access Token',
  expired: 'Access Token has expired',
  revoked: 'Access Token has been revoked',
} as const;

/** The user an access token belongs to, if the token is genuine, current and not revoked. */
export function authenticate(pool: UserPool, accessToken: string): StoredUser {
  const check = pool.tokens.check(accessToken, 'access');
  if ('problem' in check) throw notAuthorized(ACCESS_TOKEN_PROBLEMS[check.problem]);
  const user = pool.users.find(String(check.claims.username));
  if (!user) throw userNotFound();
  return user;
}

export function refreshTokens(pool: UserPool, refreshToken: string): AuthenticationResult {
  const lookup = pool.refreshSessions.lookup(refreshToken);
  if ('problem' in lookup)
    throw notAuthorized(lookup.problem === 'expired' ? 'Refresh Token has expired' : 'Invalid Refresh Token');
  const user = pool.users.find(lookup.session.username);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  if (!user.enabled) throw notAuthorized('User is disabled.');
  return pool.tokens.issue(user, lookup.session);
}

/** Ends every session of the user: refresh tokens stop working and issued tokens count as revoked. */
export function signOutEverywhere(pool: UserPool, user: StoredUser): void {
  pool.refreshSessions.revokeAllOf(user.username);
}
