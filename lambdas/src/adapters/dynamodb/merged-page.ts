/**
 * One page of a list that is spread over several partitions (write shards) and ordered by a
 * (time, id) key, newest first. Each shard is queried once for at most a page of items after the
 * cursor, the answers are merged, and the cursor is the position of the last item returned, so
 * the cost of a page is at most shards × page size items, however large the list grows.
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

export async function mergedPage<T>(
  shards: readonly number[],
  positionOf: (item: T) => Position,
  read: ShardReader<T>,
  request: PageRequest,
): Promise<Page<T>> {
  const limit = pageSize(request.limit);
  const after = request.nextToken ? decode(request.nextToken) : null;
  const answers = await Promise.all(shards.map((shard) => read(shard, limit, after)));
  const merged = answers
    .flatMap((answer) => answer.items)
    .sort((a, b) => newestFirst(positionOf(a), positionOf(b)));
  const items = merged.slice(0, limit);
  const last = items.at(-1);
  const more = merged.length > limit || answers.some((answer) => answer.more);
  return { items, nextToken: more && last ? encode(positionOf(last)) : null };
}
