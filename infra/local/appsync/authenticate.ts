import type { AppSyncIdentityCognito } from 'aws-lambda';

/** Who is calling, as AppSync determined it from the request's headers. */
export type Caller =
  { readonly mode: 'userPool'; readonly identity: AppSyncIdentityCognito } | { readonly mode: 'apiKey' };

/** Headers as they arrive: from node:http, from a realtime `header-` blob, or from connectionParams. */
export type HeaderBag = Readonly<Record<string, unknown>>;

export type Authenticate = (headers: HeaderBag) => Promise<Caller | null>;

export interface AuthenticatorOptions {
  /** Verifies a Cognito access token; resolves its claims, or null when invalid or expired. */
  verifyToken(jwt: string): Promise<Record<string, unknown> | null>;
  apiKey: string;
}

/** Case-insensitive header lookup; node:http lowercases names but Amplify's realtime headers don't. */
export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
  const value = Array.isArray(entry?.[1]) ? entry[1][0] : entry?.[1];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Header values as strings, the shape AppSync hands resolvers in `request.headers`. */
export function stringHeaders(headers: HeaderBag): Record<string, string> {
  return Object.fromEntries(
    Object.keys(headers).flatMap((key) => {
      const value = headerValue(headers, key);
      return value === undefined ? [] : [[key.toLowerCase(), value]];
    }),
  );
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
 * AppSync's choice of auth mode: an `Authorization` header means user pools and must verify (an
 * expired token is not rescued by an API key); otherwise `x-api-key` must match.
 */
export function createAuthenticator({ verifyToken, apiKey }: AuthenticatorOptions): Authenticate {
  return async (headers) => {
    const authorization = headerValue(headers, 'authorization');
    if (authorization !== undefined) {
      const claims = await verifyToken(authorization.replace(/^Bearer\s+/i, '')).catch(() => null);
      return claims ? { mode: 'userPool', identity: cognitoIdentity(claims) } : null;
    }
    return headerValue(headers, 'x-api-key') === apiKey ? { mode: 'apiKey' } : null;
  };
}
