/**
 * One page of a list that is spread over several partitions (write shards) and ordered by a
 * (time, id) key, newest first. Each shard is read in chunks after the cursor: first about twice
 * its share of the page, then more only from the shard that holds the merge back, so a page reads
 * about twice its size however many shards there are (not shards × page size), and the cursor is
 * the position of the last item returned.
 */
import { DomainError } from '@wayfare/shared';
import { pageSize, type Page, type PageRequest } from './page';

export interface Position {
  at: number;
  id: string;
}

export interface ShardPage<T> {
  items: T[];
  /** True when the shard may hold more items after these. */
  more: boolean;
}

/** Reads one shard: items strictly before `after` (or from the newest), newest first. */
export type ShardReader<T> = (shard: number, limit: number, after: Position | null) => Promise<ShardPage<T>>;

const encode = (position: Position): string =>
  Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');

function decode(token: string): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'number' && Number.isSafeInteger(at) && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the validation error below.
  }
  throw new DomainError({ code: 'VALIDATION', messageKey: 'invalid_next_token' });
}

const newestFirst = (a: Position, b: Position): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

interface Lane<T> {
  shard: number;
  items: T[];
  /** Where the next chunk starts: the last item read, or the page's cursor. */
  last: Position | null;
  /** False once the shard has nothing more after `last`. */
  more: boolean;
}

export async function mergedPage<T>(
  shards: readonly number[],
  positionOf: (item: T) => Position,
  read: ShardReader<T>,
  request: PageRequest,
): Promise<Page<T>> {
  const limit = pageSize(request.limit);
  const after = request.nextToken ? decode(request.nextToken) : null;
  // Ids hash evenly over the shards, so twice a shard's share of the page is nearly always enough.
  const chunk = Math.ceil((2 * limit) / shards.length);
  const lanes: Lane<T>[] = shards.map((shard) => ({ shard, items: [], last: after, more: true }));
  const readOn = async (lane: Lane<T>) => {
    const answer = await read(lane.shard, chunk, lane.last);
    const oldest = answer.items.at(-1);
    lane.items.push(...answer.items);
    if (oldest) lane.last = positionOf(oldest);
    lane.more = answer.more && oldest !== undefined;
  };

  await Promise.all(lanes.map(readOn));
  for (;;) {
    const merged = lanes
      .flatMap((lane) => lane.items)
      .sort((a, b) => newestFirst(positionOf(a), positionOf(b)));
    const open = lanes.filter((lane) => lane.more);
    // Every unread item sorts after its shard's last read one, so after the newest of those: the
    // items up to that boundary are final.
    const [boundary] = open.flatMap((lane) => (lane.last ? [lane.last] : [])).sort(newestFirst);
    const final = boundary ? merged.filter((item) => newestFirst(positionOf(item), boundary) <= 0) : merged;
    if (final.length >= limit || open.length === 0) {
      const items = final.slice(0, limit);
      const last = items.at(-1);
      const more = merged.length > items.length || open.length > 0;
      return { items, nextToken: more && last ? encode(positionOf(last)) : null };
    }
    // Only the shards at the boundary hold the page back: reading on from them moves it.
    await Promise.all(
      open.filter((lane) => lane.last && boundary && newestFirst(lane.last, boundary) === 0).map(readOn),
    );
  }
}
