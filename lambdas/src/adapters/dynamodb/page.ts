/**
 * Server-side paging for every list: a capped page size and an opaque cursor. The cursor is
 * ElectroDB's own (already an opaque string encoding the last evaluated key); GraphQL carries it
 * as `nextToken`, like AppSync's own list conventions.
 */
import { DomainError } from '@wayfare/shared';
import { pageSize, type PageRequest } from '../../ports/page';

/** The port's paging rules, for the repositories beside this file. */
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSize } from '../../ports/page';
export type { Page, PageRequest } from '../../ports/page';

const KEY_ATTRIBUTE = /^(pk|sk|gsi\d+(pk|sk))$/;

/** A table key as ElectroDB encodes it in a cursor: key attributes with text values, pk and sk among them. */
function isEncodedKey(token: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    const entries = Object.entries(key);
    return (
      'pk' in key &&
      'sk' in key &&
      entries.every(([name, value]) => KEY_ATTRIBUTE.test(name) && typeof value === 'string')
    );
  } catch {
    return false;
  }
}

/**
 * The cursor to resume from. A token this API did not hand out is refused with a validation error
 * here, rather than surfacing from DynamoDB as an internal one.
 */
export function readNextToken(nextToken: string | null | undefined): string | null {
  if (!nextToken) return null;
  if (!isEncodedKey(nextToken)) {
    throw new DomainError({ code: 'VALIDATION', messageKey: 'invalid_next_token' });
  }
  return nextToken;
}

/** ElectroDB query options for a page request. */
export const pageOptions = ({ limit, nextToken }: PageRequest) => ({
  limit: pageSize(limit),
  cursor: readNextToken(nextToken),
});
