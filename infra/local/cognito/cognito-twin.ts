/**
 * The local twin of the Cognito user pool: a Cognito-compatible HTTP endpoint that Amplify and the
 * AWS SDK talk to unchanged, running the project's real trigger handlers in-process.
 */
import { createServer } from 'node:http';
import { listen } from '../support/http';
import type { SigV4Credentials } from '../support/sigv4';
import { SIGN_IN_CODE_LIMIT, type RateLimit } from '../../lib/rate-limits';
import { adminOperations } from './admin-operations';
import { AddressRateLimit } from './address-rate-limit';
import { ChallengeSessions } from './challenge-sessions';
import { CustomAuthFlow } from './custom-auth-flow';
import { createRequestListener } from './http-server';
import { RefreshSessions } from './refresh-sessions';
import type { JsonObject } from './request-params';
import { generatePrivateKeyPem, loadSigningKey } from './signing-key';
import { TokenService, type TokenUse } from './token-service';
import type { CognitoTwinTriggers } from './triggers';
import { TwinStateFile, type TwinState } from './twin-state';
import { UserDirectory } from './user-directory';
import { userOperations } from './user-operations';
import type { UserPool } from './user-pool';

export type { CognitoTwinTriggers, TokenUse };

export interface CognitoTwinOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1: the twin is for this machine only. */
  host?: string;
  region: string;
  /** `<region>_<id>`, as Amplify requires. */
  userPoolId: string;
  clientId: string;
  /** JSON file that keeps users, the signing key and refresh sessions across restarts; omitted = in memory. */
  dataFile?: string;
  triggers: CognitoTwinTriggers;
  /** The key pair the admin operations (AdminCreateUser, ListUsers…) must be signed with. */
  adminCredentials: SigV4Credentials;
  /** Code requests one address may make (the cloud's web ACL); default SIGN_IN_CODE_LIMIT. */
  codeRequestLimit?: RateLimit;
  /** The pool's groups; AdminAddUserToGroup rejects any other name. Omitted = any name. */
  groups?: readonly string[];
  /** Epoch milliseconds; tests move it to expire sessions, codes and tokens. Default Date.now. */
  clock?: () => number;
}

export type TokenClaims = JsonObject;

export interface CognitoTwin {
  url: string;
  issuer: string;
  jwksUrl: string;
  /** Claims of a genuine, current, unrevoked token of this pool and client; null otherwise. */
  verifyToken(jwt: string, use: TokenUse): Promise<TokenClaims | null>;
  /** Resolves once the state file holds every change made so far. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export async function startCognitoTwin(options: CognitoTwinOptions): Promise<CognitoTwin> {
  const { region, userPoolId, clientId, triggers } = options;
  if (!new RegExp(`^${region}_[0-9A-Za-z]+$`).test(userPoolId)) {
    throw new Error(`userPoolId must look like ${region}_<id>, got ${userPoolId}`);
  }
  const clock = options.clock ?? Date.now;
  const file = options.dataFile === undefined ? undefined : new TwinStateFile(options.dataFile);
  const saved = await file?.read(userPoolId);

  const key = loadSigningKey(saved?.privateKeyPem ?? generatePrivateKeyPem());
  const snapshot = (): TwinState => ({
    version: 1,
    userPoolId,
    privateKeyPem: key.privateKeyPem,
    users: users.list(),
    refreshSessions: refreshSessions.snapshot(),
  });
  const onChange = () => file?.save(snapshot);
  const users = new UserDirectory(saved?.users ?? [], { clock, onChange });
  const refreshSessions = new RefreshSessions(saved?.refreshSessions ?? [], { clock, onChange });
  // Save a new key at once: tokens signed with it must verify after a restart.
  if (!saved) onChange();

  const server = createServer();
  const url = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const issuer = `${url}/${userPoolId}`;
  const tokens = new TokenService({ key, issuer, clientId, clock, sessions: refreshSessions });
  const challenges = new ChallengeSessions(clock);
  const pool: UserPool = {
    region,
    userPoolId,
    clientId,
    groups: options.groups && new Set(options.groups),
    clock,
    triggers,
    users,
    refreshSessions,
    challenges,
    tokens,
    authFlow: new CustomAuthFlow({ pool: { region, userPoolId, clientId }, triggers, challenges, tokens }),
  };
  const operations = new Map(
    Object.entries({ ...userOperations, ...adminOperations }).map(([name, operation]) => [
      name,
      (params: JsonObject) => operation(pool, params),
    ]),
  );
  const signed = { operations: new Set(Object.keys(adminOperations)), credentials: options.adminCredentials };
  const codeRequests = new AddressRateLimit(options.codeRequestLimit ?? SIGN_IN_CODE_LIMIT, clock);
  server.on(
    'request',
    createRequestListener({ userPoolId, jwks: key.jwks, operations, signed, codeRequests }),
  );

  return {
    url,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    async verifyToken(jwt, use) {
      const check = tokens.check(jwt, use);
      return 'claims' in check ? check.claims : null;
    },
    flush: async () => {
      await file?.flush();
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // SDK clients keep connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      });
      await file?.flush();
    },
  };
}
