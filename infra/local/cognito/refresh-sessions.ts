/**
 * Signed-in sessions, one per sign-in, each holding an opaque refresh token. Every access and id
 * token names its session in `origin_jti`; revoking the session therefore revokes the refresh
 * token and every token issued from it. Only a hash of the refresh token is kept (and persisted).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

export interface RefreshSession {
  tokenHash: string;
  originJti: string;
  username: string;
  /** Epoch seconds of the sign-in; refreshed tokens keep it, as Cognito's do. */
  authTime: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const hash = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

export type RefreshLookup = { session: RefreshSession } | { problem: 'invalid' | 'expired' };

export class RefreshSessions {
  private readonly byHash = new Map<string, RefreshSession>();
  private readonly byOrigin = new Map<string, RefreshSession>();

  constructor(
    sessions: readonly RefreshSession[],
    private readonly options: { clock: () => number; onChange: () => void },
  ) {
    for (const session of sessions) this.remember(session);
  }

  start(username: string): { refreshToken: string; session: RefreshSession } {
    const now = this.options.clock();
    const refreshToken = randomBytes(48).toString('base64url');
    const session = {
      tokenHash: hash(refreshToken),
      originJti: randomUUID(),
      username,
      authTime: Math.floor(now / 1000),
      expiresAt: now + REFRESH_TOKEN_TTL_MS,
    };
    this.remember(session);
    this.options.onChange();
    return { refreshToken, session };
  }

  lookup(refreshToken: string): RefreshLookup {
    const session = this.byHash.get(hash(refreshToken));
    if (!session) return { problem: 'invalid' };
    return this.options.clock() < session.expiresAt ? { session } : { problem: 'expired' };
  }

  isLive(originJti: string): boolean {
    return this.byOrigin.has(originJti);
  }

  revoke(session: RefreshSession): void {
    this.forget(session);
    this.options.onChange();
  }

  revokeAllOf(username: string): void {
    for (const session of this.byHash.values()) if (session.username === username) this.forget(session);
    this.options.onChange();
  }

  /** Unexpired sessions, for persistence. */
  snapshot(): RefreshSession[] {
    const now = this.options.clock();
    return [...this.byHash.values()].filter((session) => now < session.expiresAt);
  }

  private remember(session: RefreshSession): void {
    this.byHash.set(session.tokenHash, session);
    this.byOrigin.set(session.originJti, session);
  }

  private forget(session: RefreshSession): void {
    this.byHash.delete(session.tokenHash);
    this.byOrigin.delete(session.originJti);
  }
}
