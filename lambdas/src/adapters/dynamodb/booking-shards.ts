/**
 * Write sharding of the "all bookings" and "bookings by status" indexes. Every booking lands in one
 * of BOOKING_SHARDS partitions chosen by a hash of its id, so no single index partition takes
 * every booking write; a page read queries each shard once and merges (merged-page.ts).
 */
export const BOOKING_SHARDS = 8;

/** FNV-1a over the id's UTF-16 code units: stable across processes and releases. */
export function bookingShard(bookingId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bookingId.length; i += 1) {
    hash ^= bookingId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BOOKING_SHARDS;
}

export const ALL_SHARDS: readonly number[] = Array.from({ length: BOOKING_SHARDS }, (_, shard) => shard);
