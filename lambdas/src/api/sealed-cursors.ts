/**
 * Paging cursors as the API hands them out: the repository's cursor (table keys, user ids)
 * encrypted and authenticated with AES-256-GCM under a server key, and bound to the listing it came
 * from — the field, its filter arguments and the caller — as additional authenticated data. A
 * cursor from another listing or caller, edited, or made up fails to open and is answered
 * `invalid_next_token`; a client learns nothing from one.
 *
 * Applied once for every field in the AppSync router: an argument `nextToken` is opened before the
 * handler runs, and a result's `nextToken` is sealed after, so repositories and services keep
 * working with their own cursors (`PageRequest` / `Page`).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@wayfare/shared';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Arguments that move through one listing rather than choose it. */
const PAGING_ARGUMENTS = new Set(['nextToken', 'limit']);

export const invalidNextToken = () =>
  new DomainError({ code: 'VALIDATION', messageKey: 'invalid_next_token' });

/** A 256-bit key from the configured secret (any string of at least 32 characters). */
export function cursorKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The cursor key must be at least 32 characters');
  return createHash('sha256').update(secret).digest();
}

/** What a cursor is bound to: the field, the caller (or anonymous) and the arguments that pick the listing. */
export function listingScope(field: string, callerId: string | null, args: Record<string, unknown>): string {
  const filters = Object.keys(args)
    .filter((name) => !PAGING_ARGUMENTS.has(name))
    .sort()
    .map((name) => [name, args[name] ?? null]);
  return JSON.stringify([field, callerId, filters]);
}

export function sealCursor(key: Buffer, scope: string, cursor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(scope));
  const sealed = Buffer.concat([cipher.update(cursor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The repository's cursor inside a token this API sealed for this scope; `invalid_next_token` otherwise. */
export function openCursor(key: Buffer, scope: string, token: string): string {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) throw invalidNextToken();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(scope))
      .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw invalidNextToken();
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The arguments with their `nextToken` opened (unchanged when there is none). */
export function openNextTokenArgument(
  key: Buffer,
  scope: string,
  args: Record<string, unknown>,
): Record<string, unknown> {
  const token = args.nextToken;
  if (token === undefined || token === null || token === '') return args;
  if (typeof token !== 'string') throw invalidNextToken();
  return { ...args, nextToken: openCursor(key, scope, token) };
}

/** The result with its `nextToken` sealed (unchanged when it has none). */
export function sealNextTokenResult(key: Buffer, scope: string, result: unknown): unknown {
  if (!isRecord(result) || typeof result.nextToken !== 'string') return result;
  return { ...result, nextToken: sealCursor(key, scope, result.nextToken) };
}
