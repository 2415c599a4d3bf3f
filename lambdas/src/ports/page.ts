/**
 * One page of a list: every list is paged on the server. `nextToken` is an opaque cursor the
 * adapter hands out (GraphQL carries it as `nextToken`, like AppSync's own list conventions).
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The page size a repository asks for: the caller's, within 1..MAX_PAGE_SIZE. */
export function pageSize(limit: number | null | undefined): number {
  if (!limit || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

export interface PageRequest {
  limit?: number | null;
  nextToken?: string | null;
}

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}
