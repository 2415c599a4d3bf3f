import { mergedPage, type Position, type ShardReader } from './merged-page';

interface Item {
  at: number;
  id: string;
}

const SHARDS = [0, 1, 2, 3, 4, 5, 6, 7];
const newestFirst = (a: Item, b: Item) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Shards in memory, each newest first, counting the items every read hands back. */
function shardsOf(items: Item[], shardOf: (item: Item, index: number) => number) {
  const stored = SHARDS.map((shard) =>
    items.filter((item, index) => shardOf(item, index) === shard).sort(newestFirst),
  );
  const counter = { itemsRead: 0 };
  const read: ShardReader<Item> = async (shard, limit, after: Position | null) => {
    const rest = after ? stored[shard]!.filter((item) => newestFirst(item, after) > 0) : stored[shard]!;
    const items = rest.slice(0, limit);
    counter.itemsRead += items.length;
    return { items, more: rest.length > limit };
  };
  return { read, counter };
}

/** Every page in turn, as a client pages through the list. */
async function everyPage(read: ShardReader<Item>, limit: number): Promise<Item[][]> {
  const pages: Item[][] = [];
  let nextToken: string | null = null;
  do {
    const page: { items: Item[]; nextToken: string | null } = await mergedPage(SHARDS, (item) => item, read, {
      limit,
      nextToken,
    });
    pages.push(page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return pages;
}

/** 500 items, a few sharing a moment (the id breaks the tie, as in the index's sort key). */
const ITEMS: Item[] = Array.from({ length: 500 }, (_, i) => ({
  at: 1_700_000_000_000 + Math.floor(i / 3) * 1_000,
  id: `b${String((i * 7919) % 1000).padStart(4, '0')}`,
}));
const ALL_NEWEST_FIRST = [...ITEMS].sort(newestFirst);

describe('a page merged from write shards', () => {
  it.each([
    ['spread evenly', (_: Item, index: number) => index % 8],
    ['spread by a hash', (item: Item) => (item.id.charCodeAt(2) * 31 + item.id.charCodeAt(4)) % 8],
    ['all in one shard', () => 5],
    ['in two shards, one far newer', (_: Item, index: number) => (index < 250 ? 1 : 6)],
  ])('lists every item once, in order, %s', async (_how, shardOf) => {
    for (const limit of [1, 7, 25, 100]) {
      const { read } = shardsOf(ITEMS, shardOf);
      const pages = await everyPage(read, limit);
      expect(pages.flat()).toEqual(ALL_NEWEST_FIRST);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
  });

  it('reads about twice the page from evenly spread shards, not a full page from each', async () => {
    const { read, counter } = shardsOf(ITEMS, (_, index) => index % 8);
    const page = await mergedPage(SHARDS, (item) => item, read, { limit: 100, nextToken: null });
    expect(page.items).toEqual(ALL_NEWEST_FIRST.slice(0, 100));
    expect(counter.itemsRead).toBeLessThanOrEqual(200);
  });

  it('ends with no cursor when the shards hold nothing more', async () => {
    const { read } = shardsOf(ITEMS.slice(0, 10), (_, index) => index % 8);
    const page = await mergedPage(SHARDS, (item) => item, read, { limit: 25, nextToken: null });
    expect(page.items).toHaveLength(10);
    expect(page.nextToken).toBeNull();
  });

  it('refuses a cursor it did not make', async () => {
    const { read } = shardsOf(ITEMS, (_, index) => index % 8);
    await expect(
      mergedPage(SHARDS, (item) => item, read, { limit: 5, nextToken: 'not-a-cursor' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'invalid_next_token' });
  });
});
