/** Key-ordered pages with an opaque token naming the last key served, stable under inserts and deletes. */
import { invalidParameter } from './cognito-error';

const PREFIX = 'after:';

export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  { limit, token }: { limit: number; token?: string },
): { page: T[]; nextToken?: string } {
  const after = token === undefined ? undefined : decodeToken(token);
  const rest = items
    .filter((item) => after === undefined || keyOf(item) > after)
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return { page, nextToken: rest.length > limit && last ? encodeToken(keyOf(last)) : undefined };
}

function encodeToken(key: string): string {
  return Buffer.from(PREFIX + key).toString('base64url');
}

function decodeToken(token: string): string {
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  if (!decoded.startsWith(PREFIX)) throw invalidParameter('Invalid pagination token.');
  return decoded.slice(PREFIX.length);
}
