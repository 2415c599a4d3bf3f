/**
 * Retention of time-series items (tracking points, chat messages): DynamoDB's TTL deletes an item
 * some time after the epoch second in its `ttl` attribute (table.definition.ts), at no write cost.
 */
const SECONDS_PER_DAY = 86_400;

/** The `ttl` value of an item created at `atMs` that is kept for `retentionDays`. */
export const expiresAt = (atMs: number, retentionDays: number): number =>
  Math.floor(atMs / 1000) + Math.round(retentionDays * SECONDS_PER_DAY);
