/**
 * What one GraphQL request may cost, the same on AppSync (set in the api stack) and on the twin
 * (enforced before validation). Wayfare's own pages need a depth of at most 5 and a few resolvers
 * per request; the limits leave room for that and refuse what only an attacker sends: thousands of
 * aliases, deep nesting, or hundreds of presigned upload URLs in one mutation.
 */
export const QUERY_LIMITS = {
  /** AppSync `queryDepthLimit` (1–75): nested selection levels, the root field being level 1. */
  depth: 10,
  /** AppSync `resolverCountLimit` (1–10000): resolvers one request may invoke, aliases included. */
  resolverCount: 25,
} as const;
