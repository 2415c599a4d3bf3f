/** Issues and checks the pool's JWTs with Cognito's claims and lifetimes. */
import { randomUUID } from 'node:crypto';
import type { RefreshSession, RefreshSessions } from './refresh-sessions';
import type { SigningKey } from './signing-key';
import { idTokenAttributeClaims, type StoredUser } from './user-attributes';
import type { JsonObject } from './request-params';

export const TOKEN_TTL_SECONDS = 3600;

export type TokenUse = 'access' | 'id';

export type TokenCheck = { claims: JsonObject } | { problem: 'invalid' | 'expired' | 'revoked' };

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
}

export class TokenService {
  constructor(
    private readonly options: {
      key: SigningKey;
      issuer: string;
      clientId: string;
      clock: () => number;
      sessions: RefreshSessions;
    },
  ) {}

  /** Tokens for a finished sign-in: opens a session and includes its refresh token. */
  signIn(user: StoredUser): AuthenticationResult {
    const { refreshToken, session } = this.options.sessions.start(user.username);
    return { ...this.issue(user, session), RefreshToken: refreshToken };
  }

  /** New access and id tokens for an existing session; they reflect the user's current groups and attributes. */
  issue(user: StoredUser, session: RefreshSession): AuthenticationResult {
    const { issuer, clientId, key } = this.options;
    const iat = Math.floor(this.options.clock() / 1000);
    const groups = user.groups.length ? { 'cognito:groups': [...user.groups] } : {};
    const common = {
      sub: user.sub,
      ...groups,
      iss: issuer,
      origin_jti: session.originJti,
      auth_time: session.authTime,
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
    };
    const access = {
      ...common,
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUUID(),
      username: user.username,
    };
    const id = {
      ...idTokenAttributeClaims(user),
      ...common,
      aud: clientId,
      token_use: 'id',
      'cognito:username': user.username,
      jti: randomUUID(),
    };
    return {
      AccessToken: key.signJwt(access),
      IdToken: key.signJwt(id),
      ExpiresIn: TOKEN_TTL_SECONDS,
      TokenType: 'Bearer',
    };
  }

  check(token: string, use: TokenUse): TokenCheck {
    const { issuer, clientId, key, clock, sessions } = this.options;
    const claims = key.verifyJwt(token);
    const audience = use === 'access' ? claims?.client_id : claims?.aud;
    if (
      !claims ||
      claims.iss !== issuer ||
      claims.token_use !== use ||
      audience !== clientId ||
      typeof claims.exp !== 'number'
    ) {
      return { problem: 'invalid' };
    }
    if (claims.exp * 1000 <= clock()) return { problem: 'expired' };
    if (typeof claims.origin_jti !== 'string' || !sessions.isLive(claims.origin_jti))
      return { problem: 'revoked' };
    return { claims };
  }
}
