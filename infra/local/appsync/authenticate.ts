import type { AppSyncIdentityCognito, AppSyncIdentityIAM } from 'aws-lambda';
import { headerValue, stringHeaders, type HeaderBag } from './header-bag';
import { isSigV4, verifyIamRequest, type IamCredentials, type SignedRequest } from './iam-signature';

// Headers as they arrive: from node:http, from a realtime `header-` blob, or from connectionParams.
export { headerValue, stringHeaders, type HeaderBag };

/** Who is calling, as AppSync determined it from the request's headers. */
export type Caller =
  | { readonly mode: 'userPool'; readonly identity: AppSyncIdentityCognito }
  | { readonly mode: 'iam'; readonly identity: AppSyncIdentityIAM }
  | { readonly mode: 'apiKey' };

/** `request` (method, path, body) is what a SigV4 signature covers; absent on WebSocket messages. */
export type Authenticate = (headers: HeaderBag, request?: SignedRequest) => Promise<Caller | null>;

export interface AuthenticatorOptions {
  /** Verifies a Cognito access token; resolves its claims, or null when invalid or expired. */
  verifyToken(jwt: string): Promise<Record<string, unknown> | null>;
  apiKey: string;
  /** The key pair IAM-signed requests are checked against (AppSync's IAM mode). */
  iam: IamCredentials;
}

function cognitoIdentity(claims: Record<string, unknown>): AppSyncIdentityCognito {
  const groups = claims['cognito:groups'];
  return {
    sub: String(claims.sub),
    issuer: String(claims.iss),
    // Access tokens carry `username`; ID tokens carry `cognito:username`.
    username: String(claims.username ?? claims['cognito:username']),
    claims,
    sourceIp: ['127.0.0.1'],
    defaultAuthStrategy: 'ALLOW',
    groups: Array.isArray(groups) ? groups.map(String) : null,
  };
}

/**
 * AppSync's choice of auth mode: a SigV4 `Authorization` header means IAM; any other one means user pools and must verify (an
 * expired token is not rescued by an API key); otherwise `x-api-key` must match.
 */
export function createAuthenticator({ verifyToken, apiKey, iam }: AuthenticatorOptions): Authenticate {
  return async (headers, request) => {
    if (isSigV4(headers)) {
      const identity = await verifyIamRequest(headers, request, iam);
      return identity ? { mode: 'iam', identity } : null;
    }
    const authorization = headerValue(headers, 'authorization');
    if (authorization !== undefined) {
      const claims = await verifyToken(authorization.replace(/^Bearer\s+/i, '')).catch(() => null);
      return claims ? { mode: 'userPool', identity: cognitoIdentity(claims) } : null;
    }
    return headerValue(headers, 'x-api-key') === apiKey ? { mode: 'apiKey' } : null;
  };
}
