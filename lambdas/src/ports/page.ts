/**
 * One page of a list: every list is paged on the server. `nextToken` is an opaque cursor the
 * adapter hands out (GraphQL carries it as `nextToken`, like AppSync's own list conventions).
 */
export interface PageRequest {
  limit?: number | null;
  nextToken?: string | null;
}

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}
