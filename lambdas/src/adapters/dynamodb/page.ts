/**
 * Server-side paging for every list: a capped page size and an opaque cursor. The cursor is
 * ElectroDB's own (already an opaque string encoding the last evaluated key); GraphQL carries it
 * as `nextToken`, like AppSync's own list conventions.
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  limit?: number | null;
  nextToken?: string | null;
}

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** The page size to ask DynamoDB for: the caller's, within 1..MAX_PAGE_SIZE. */
export function pageSize(limit: number | null | undefined): number {
  if (!limit || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

/** ElectroDB query options for a page request. */
export const pageOptions = ({ limit, nextToken }: PageRequest) => ({
  limit: pageSize(limit),
  cursor: nextToken ?? null,
});
