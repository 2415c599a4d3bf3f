/**
 * The pool's RS256 signing key: signs JWTs, verifies their signatures, and publishes the JWKS.
 * The kid is the key's RFC 7638 thumbprint, so it stays the same when a persisted key is reloaded.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { isObject, type JsonObject } from './request-params';

export interface SigningKey {
  kid: string;
  privateKeyPem: string;
  jwks(): { keys: JsonObject[] };
  signJwt(payload: JsonObject): string;
  /** The payload when the token is a well-formed JWT signed by this key; undefined otherwise. */
  verifyJwt(token: string): JsonObject | undefined;
}

export function generatePrivateKeyPem(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

export function loadSigningKey(privateKeyPem: string): SigningKey {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  const { n, e } = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  const header = encodeSegment({ kid, alg: 'RS256' });

  return {
    kid,
    privateKeyPem,
    jwks: () => ({ keys: [{ kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' }] }),
    signJwt(payload) {
      const signingInput = `${header}.${encodeSegment(payload)}`;
      return `${signingInput}.${sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
    },
    verifyJwt: (token) => verifyWith(publicKey, kid, token),
  };
}

function verifyWith(publicKey: KeyObject, kid: string, token: string): JsonObject | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts;
  const decodedHeader = decodeSegment(header);
  if (decodedHeader?.alg !== 'RS256' || decodedHeader.kid !== kid) return undefined;
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url')))
    return undefined;
  return decodeSegment(payload);
}

function encodeSegment(value: JsonObject): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeSegment(segment: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
